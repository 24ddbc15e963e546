/**
 * How form controls and their errors look, and how an error is tied to its
 * control. Plain data, so a script without React (contact-form.island.ts)
 * draws errors exactly as the components in field.tsx do.
 */
export const controlClassName =
  "min-h-11 w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

export const fieldErrorClassName = "text-sm font-medium text-danger";

export function errorIdFor(controlId: string): string {
  return `${controlId}-error`;
}
