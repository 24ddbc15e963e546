import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { Button } from "~/components/ui/button";
import {
  FieldError,
  Label,
  TextField,
  controlClassName,
  describedByError,
} from "~/components/ui/field";
import type { ContactFormContent, SubmitProblemCopy } from "~/content/types";
import { formEndpoints } from "~/lib/form-transport";
import {
  type ContactField,
  type ContactMessage,
  type ContactMessageMessages,
  contactFields,
  inquiryTypes,
} from "~/lib/forms/contact-message";
import { fieldLimits } from "~/lib/forms/rules";
import { type InquiryType, parseInquiry } from "~/lib/inquiry";
import { fillTemplate } from "~/lib/template";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";

import { HoneypotField } from "../forms/honeypot-field";
import { SubmitProblemAlert } from "../forms/submit-problem-alert";
import { useSubmission } from "../forms/use-submission";
import { type ContactErrors, checkContactMessage, readContactForm } from "./contact-message-input";

const controlIds: Record<ContactField, string> = {
  firstName: "contact-first-name",
  lastName: "contact-last-name",
  email: "contact-email",
  inquiryType: "contact-inquiry",
  message: "contact-message",
};

/**
 * A real HTML form: without JavaScript (or before the page hydrates) the
 * browser posts it to the API, which answers with a confirmation page.
 * Once hydrated, it is checked in place and sent as JSON. The text fields
 * are uncontrolled, so anything typed before hydration is kept.
 */
interface ContactFormProps {
  content: ContactFormContent;
  messages: ContactMessageMessages;
  problems: SubmitProblemCopy;
}

export function ContactForm({ content, messages, problems }: ContactFormProps) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  // The page is pre-rendered without a query string: ?inquiry= applies once hydrated.
  const requestedInquiry = hydrated ? parseInquiry(searchParams.get("inquiry")) : "general";
  const [chosenInquiry, setChosenInquiry] = useState<InquiryType | null>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const { send, sending, problem } = useSubmission(formEndpoints.contact);
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { fields } = content;

  // Sending disables the button, which drops keyboard focus; the outcome takes it.
  useEffect(() => {
    if (sent || problem) outcomeRef.current?.focus();
  }, [sent, problem]);

  function clearError(field: ContactField) {
    // An error stays until the visitor changes that field.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function showErrors(found: ContactErrors) {
    setErrors(found);
    const first = contactFields.find((field) => found[field]);
    if (first) document.getElementById(controlIds[first])?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSent(null);
    const checked = checkContactMessage(readContactForm(new FormData(form)), messages);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    const result = await send(checked.message);
    if (result.ok) {
      form.reset();
      setChosenInquiry(null);
      setSent(checked.message);
    } else if (result.failure === "invalid") showErrors(result.errors);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={formEndpoints.contact}
      noValidate
      onSubmit={handleSubmit}
      className="relative flex flex-col gap-5"
    >
      <p className="text-sm text-ink-muted">{content.requiredNote}</p>
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={controlIds.firstName}
          name="firstName"
          autoComplete="given-name"
          maxLength={fieldLimits.name}
          label={fields.firstName}
          onChange={() => clearError("firstName")}
          error={errors.firstName}
        />
        <TextField
          id={controlIds.lastName}
          name="lastName"
          autoComplete="family-name"
          maxLength={fieldLimits.name}
          label={fields.lastName}
          onChange={() => clearError("lastName")}
          error={errors.lastName}
        />
      </div>
      <TextField
        id={controlIds.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={fieldLimits.email}
        label={fields.email}
        onChange={() => clearError("email")}
        error={errors.email}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={controlIds.inquiryType}>{fields.inquiry}</Label>
        <select
          id={controlIds.inquiryType}
          name="inquiryType"
          value={chosenInquiry ?? requestedInquiry}
          onChange={(event) => setChosenInquiry(parseInquiry(event.target.value))}
          className={controlClassName}
        >
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {content.inquiryLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={controlIds.message}>{fields.message}</Label>
        <textarea
          id={controlIds.message}
          name="message"
          rows={4}
          required
          maxLength={fieldLimits.message}
          onChange={() => clearError("message")}
          className={controlClassName}
          {...describedByError(controlIds.message, errors.message)}
        />
        <FieldError controlId={controlIds.message}>{errors.message}</FieldError>
      </div>
      <HoneypotField id="contact-website" label={problems.honeypotLabel} />
      {sent && (
        <div
          ref={outcomeRef}
          role="status"
          tabIndex={-1}
          className="rounded-lg bg-success-soft p-4 font-medium text-success"
        >
          {fillTemplate(
            sent.firstName ? content.success.withName : content.success.withoutName,
            sent,
          )}
        </div>
      )}
      {problem && (
        <SubmitProblemAlert
          ref={outcomeRef}
          problem={problem}
          copy={problems}
          onRetry={() => formRef.current?.requestSubmit()}
        />
      )}
      <Button type="submit" size="lg" disabled={sending} className="self-start">
        {sending ? content.submitting : content.submit}
      </Button>
    </form>
  );
}
