import { Link } from "react-router";

import { cn } from "~/lib/cn";

interface Choice {
  to: string;
  label: string;
  current: boolean;
}

/** Views to choose from (a period, a way of grouping), as links: the choice lives in the address. */
export function LinkChoice({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              preventScrollReset
              aria-current={choice.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold",
                choice.current
                  ? "border-primary bg-primary-soft text-primary"
                  : "border-border-strong text-ink hover:bg-surface-sunken",
              )}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
