import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/cn";

import { controlClassName, errorIdFor, fieldErrorClassName } from "./field-styles";

/** Props that tie a control to its error message, for any input, select or textarea. */
export function describedByError(controlId: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorIdFor(controlId) } : {};
}

export function Label({ className, children, ...props }: ComponentProps<"label">) {
  return (
    <label className={cn("font-semibold text-ink", className)} {...props}>
      {children}
    </label>
  );
}

/** Announced as it appears (role="alert"); absent when there is nothing to say. */
export function FieldError({ controlId, children }: { controlId: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={errorIdFor(controlId)} role="alert" className={fieldErrorClassName}>
      {children}
    </p>
  );
}

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string };

export function TextField({ id, label, error, className, ...inputProps }: TextFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        className={cn(controlClassName, className)}
        {...describedByError(id, error)}
        {...inputProps}
      />
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}
