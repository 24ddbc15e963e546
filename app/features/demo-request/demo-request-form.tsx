import { type FormEvent, useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { FieldError, Label, TextField, describedByError } from "~/components/ui/field";
import { formEndpoints } from "~/lib/form-transport";
import { type DemoRequestField, demoRequestFields } from "~/lib/forms/demo-request";
import { fieldLimits } from "~/lib/forms/rules";
import { useLocale } from "~/lib/use-locale";

import { HoneypotField } from "../forms/honeypot-field";
import { SubmitProblemAlert } from "../forms/submit-problem-alert";
import { useSubmission } from "../forms/use-submission";
import type { DemoRequestProps } from "./demo-request";

import {
  type DemoRequestDraft,
  type DemoRequestErrors,
  checkDemoRequest,
  demoDateRange,
  isDemoRequestComplete,
  toDemoRequestInput,
} from "./demo-request-draft";

interface DemoRequestFormProps {
  content: DemoRequestProps["content"];
  draft: DemoRequestDraft;
  onDraftChange: (draft: DemoRequestDraft) => void;
  onCancel: () => void;
  onSubmitted: () => void;
}

const controlIds: Record<DemoRequestField, string> = {
  name: "demo-name",
  email: "demo-email",
  phone: "demo-phone",
  demoDate: "demo-date",
};

const focusFirstInvalid = (errors: DemoRequestErrors) => {
  const first = demoRequestFields.find((field) => errors[field]);
  if (first) document.getElementById(controlIds[first])?.focus();
};

export function DemoRequestForm({
  content,
  draft,
  onDraftChange,
  onCancel,
  onSubmitted,
}: DemoRequestFormProps) {
  const { copy, messages, problems } = content;
  const { fields } = copy;
  const locale = useLocale();
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const { send, sending, problem } = useSubmission(formEndpoints.demoRequest);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const { latest } = demoDateRange();

  // Sending disables the button, which drops keyboard focus; the problem takes it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  function update<K extends DemoRequestField>(field: K, value: DemoRequestDraft[K]) {
    onDraftChange({ ...draft, [field]: value });
    // An error stays until the visitor changes that field.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const website = String(new FormData(event.currentTarget).get("website") ?? "");
    const checked = checkDemoRequest(toDemoRequestInput(draft, website, locale), messages);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    const result = await send(checked.request);
    if (result.ok) onSubmitted();
    else if (result.failure === "invalid") {
      setErrors(result.errors);
      focusFirstInvalid(result.errors);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="relative flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{copy.requiredNote}</p>
      <TextField
        id={controlIds.name}
        name="name"
        type="text"
        autoComplete="name"
        required
        maxLength={fieldLimits.name}
        label={fields.name.label}
        placeholder={fields.name.placeholder}
        value={draft.name}
        onChange={(event) => update("name", event.target.value)}
        error={errors.name}
      />
      <TextField
        id={controlIds.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={fieldLimits.email}
        label={fields.email.label}
        placeholder={fields.email.placeholder}
        value={draft.email}
        onChange={(event) => update("email", event.target.value)}
        error={errors.email}
      />
      <TextField
        id={controlIds.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={fieldLimits.phone}
        label={fields.phone.label}
        placeholder={fields.phone.placeholder}
        value={draft.phone}
        onChange={(event) => update("phone", event.target.value)}
        error={errors.phone}
      />
      <div className="flex flex-col gap-1.5">
        <Label id="demo-date-label" htmlFor={controlIds.demoDate}>
          {fields.demoDate.label}
        </Label>
        <DatePicker
          id={controlIds.demoDate}
          aria-labelledby={`demo-date-label ${controlIds.demoDate}`}
          placeholder={fields.demoDate.placeholder}
          locale={locale}
          labels={copy.calendar}
          value={draft.demoDate}
          latest={new Date(`${latest}T00:00:00`)}
          onChange={(date) => update("demoDate", date)}
          {...describedByError(controlIds.demoDate, errors.demoDate)}
        />
        <FieldError controlId={controlIds.demoDate}>{errors.demoDate}</FieldError>
      </div>
      <HoneypotField id="demo-website" label={problems.honeypotLabel} />
      {problem && (
        <SubmitProblemAlert
          ref={problemRef}
          problem={problem}
          copy={problems}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={sending || !isDemoRequestComplete(draft)}>
          {sending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
