import type { Step } from "~/content/types";

/** A numbered process or timeline, as an ordered list. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-on-primary"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          {step.detail && <p className="text-sm font-semibold text-primary">{step.detail}</p>}
          <p className="leading-relaxed text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
