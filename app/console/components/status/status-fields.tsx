/**
 * What the Status page's forms share: their outcome, a fetcher that keeps
 * what was typed until it is saved (and then empties the form) and moves
 * focus to the first field refused, and the fields made for a thumb:
 * components as checkboxes, impact as radio buttons, a message box.
 */
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { FieldError, Label } from "~/components/ui/field";
import { controlClassName, errorIdFor } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";
import { statusLimits } from "~/lib/status/status-limits";
import type { Impact, StatusComponent } from "~/lib/status/status-model";

import { impactLabels } from "../../copy/status";

export interface StatusResult {
  done?: string;
  /** The incident an update was for. */
  incident?: number;
  problem?: string;
  /** A field's problem, by the field's name. */
  errors?: Record<string, string>;
}

/**
 * A form's fetcher and outcome; `prefix` makes its fields' ids (`${prefix}-title`). The
 * update forms share one fetcher (`key`), each showing what concerns its `incident`.
 */
export function useStatusForm(prefix: string, shared?: { key: string; incident: number }) {
  const fetcher = useFetcher<StatusResult>(shared && { key: shared.key });
  const form = useRef<HTMLFormElement>(null);
  const ours = (incident: unknown) => !shared || String(incident) === String(shared.incident);
  const busy = fetcher.state !== "idle" && ours(fetcher.formData?.get("incident"));
  const result =
    fetcher.state === "idle" && ours(fetcher.data?.incident) ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.done) form.current?.reset();
    const first = Object.keys(result?.errors ?? {})[0];
    if (first) {
      // A group of choices: its first choice.
      const field = form.current?.querySelector<HTMLElement>(
        `#${prefix}-${first}:is(input, textarea), #${prefix}-${first} input`,
      );
      field?.focus();
    }
  }, [result, prefix]);
  // The button stays enabled (and focused) while sending; a second press waits for the first.
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return { fetcher, form, busy, result, errors: result?.errors ?? {}, onSubmit };
}

/** aria attributes tying a control to its hint and its error. */
export function describedBy(id: string, error: string | undefined, hint?: string) {
  const ids = [hint, error ? errorIdFor(id) : undefined].filter(Boolean).join(" ");
  return {
    ...(ids && { "aria-describedby": ids }),
    ...(error && { "aria-invalid": true as const }),
  };
}

const choiceClassName =
  "flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft";

/** A group of choices (checkboxes or radio buttons) with its legend and error. */
function Choices({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorIdFor(id) : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      <FieldError controlId={id}>{error}</FieldError>
    </fieldset>
  );
}

export function ComponentChoices({
  prefix,
  legend,
  components,
  error,
}: {
  prefix: string;
  legend: string;
  components: StatusComponent[];
  error?: string;
}) {
  return (
    <Choices id={`${prefix}-componentIds`} legend={legend} error={error}>
      {components.map((component) => (
        <label key={component.id} className={choiceClassName}>
          <input
            type="checkbox"
            name="componentIds"
            value={component.id}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-primary"
          />
          <span className="min-w-0 break-words">{component.name["en-US"]}</span>
        </label>
      ))}
    </Choices>
  );
}

export function ImpactChoices({
  prefix,
  legend,
  choices,
  error,
  defaultValue,
}: {
  prefix: string;
  legend: string;
  choices: { value: string; label: string }[];
  error?: string;
  defaultValue?: string;
}) {
  return (
    <Choices id={`${prefix}-impact`} legend={legend} error={error}>
      {choices.map((choice) => (
        <label key={choice.value} className={choiceClassName}>
          <input
            type="radio"
            name="impact"
            value={choice.value}
            defaultChecked={choice.value === defaultValue}

            className="size-5 shrink-0 accent-primary"
          />
          <span className="min-w-0">{choice.label}</span>
        </label>
      ))}
    </Choices>
  );
}

/** Minor, major and critical, as a new incident offers them. */
export const severityChoices = (["minor", "major", "critical"] satisfies Impact[]).map(
  (impact) => ({ value: impact, label: impactLabels[impact] }),
);

export function TextInput({
  id,
  name,
  label,
  hint,
  hintId: sharedHint,
  error,
  type = "text",
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** A hint shown elsewhere that this field is read with (the time zone). */
  hintId?: string;
  error?: string;
  type?: "text" | "datetime-local";
}) {
  const hintId = hint ? `${id}-hint` : sharedHint;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        {...(type === "text" && { maxLength: statusLimits.title })}
        className={cn(controlClassName, "max-w-xl")}
        {...describedBy(id, error, hintId)}
      />
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}

export function MessageBox({
  id,
  label,
  hint,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name="message"
        rows={3}
        maxLength={statusLimits.message}
        className={cn(controlClassName, "max-w-xl")}
        {...describedBy(id, error, hintId)}
      />
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}
