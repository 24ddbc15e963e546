import { type FormEvent, useState } from "react";

import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { FieldError, Label, TextField, describedByError } from "~/components/ui/field";
import { demoRequestContent } from "~/content/demo-request";
import { formEndpoints, submitForm } from "~/lib/form-transport";
import { fieldLimits } from "~/lib/validation";

import {
  type DemoRequestDraft,
  type DemoRequestErrors,
  type DemoRequestField,
  demoRequestFields,
  isDemoRequestComplete,
  toDemoRequestPayload,
  validateDemoRequest,
} from "./validate-demo-request";

interface DemoRequestFormProps {
  draft: DemoRequestDraft;
  onDraftChange: (draft: DemoRequestDraft) => void;
  onCancel: () => void;
  onSubmitted: () => void;
  onFailed: () => void;
}

const { fields } = demoRequestContent;

const controlIds: Record<DemoRequestField, string> = {
  name: "demo-name",
  email: "demo-email",
  phone: "demo-phone",
  demoDate: "demo-date",
};

export function DemoRequestForm({
  draft,
  onDraftChange,
  onCancel,
  onSubmitted,
  onFailed,
}: DemoRequestFormProps) {
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  function update<K extends DemoRequestField>(field: K, value: DemoRequestDraft[K]) {
    onDraftChange({ ...draft, [field]: value });
    // An error stays until the visitor changes that field.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateDemoRequest(draft);
    setErrors(found);
    const firstInvalid = demoRequestFields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(controlIds[firstInvalid])?.focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    const result = await submitForm(formEndpoints.demoRequest, toDemoRequestPayload(draft));
    setSubmitting(false);
    if (result.ok) {
      onSubmitted();
    } else {
      setFailed(true);
      onFailed();
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{demoRequestContent.requiredNote}</p>
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
          value={draft.demoDate}
          onChange={(date) => update("demoDate", date)}
          {...describedByError(controlIds.demoDate, errors.demoDate)}
        />
        <FieldError controlId={controlIds.demoDate}>{errors.demoDate}</FieldError>
      </div>
      {failed && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm font-medium text-danger">
          {demoRequestContent.failure}
        </p>
      )}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {demoRequestContent.cancel}
        </Button>
        <Button type="submit" disabled={submitting || !isDemoRequestComplete(draft)}>
          {submitting ? demoRequestContent.submitting : demoRequestContent.submit}
        </Button>
      </div>
    </form>
  );
}
