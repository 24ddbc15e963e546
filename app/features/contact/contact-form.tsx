import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { ContactLinkList } from "~/components/sections/contact-link-list";
import { Button } from "~/components/ui/button";
import {
  FieldError,
  Label,
  TextField,
  controlClassName,
  describedByError,
} from "~/components/ui/field";
import type { ContactFormContent } from "~/content/contact";
import { formEndpoints, submitForm } from "~/lib/form-transport";
import { type InquiryType, inquiryTypes, parseInquiry } from "~/lib/inquiry";
import { fieldLimits } from "~/lib/validation";

import {
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  contactFields,
  readContactForm,
  toContactPayload,
  validateContactMessage,
} from "./contact-message";
import { useHydrated } from "~/lib/use-hydrated";

type Phase = "editing" | "sending" | "sent" | "failed";

const controlIds: Record<ContactField, string> = {
  firstName: "contact-first-name",
  lastName: "contact-last-name",
  email: "contact-email",
  inquiry: "contact-inquiry",
  message: "contact-message",
};

/**
 * The text fields are uncontrolled, so anything typed before the page hydrates
 * is kept; the form reads them when it is sent. It sends only once hydrated
 * (the button is disabled until then), so without JavaScript nothing is posted.
 */
export function ContactForm({ content }: { content: ContactFormContent }) {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  // The page is pre-rendered without a query string: ?inquiry= applies once hydrated.
  const requestedInquiry = hydrated ? parseInquiry(searchParams.get("inquiry")) : "general";
  const [chosenInquiry, setChosenInquiry] = useState<InquiryType | null>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [phase, setPhase] = useState<Phase>("editing");
  const [sentMessage, setSentMessage] = useState<ContactMessage | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { fields } = content;

  // Sending disables the button, which drops keyboard focus; the outcome takes it.
  useEffect(() => {
    if (phase === "sent" || phase === "failed") outcomeRef.current?.focus();
  }, [phase]);

  function clearError(field: ContactField) {
    // An error stays until the visitor changes that field.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "sending") return;
    const form = event.currentTarget;
    const message = readContactForm(new FormData(form));
    const found = validateContactMessage(message);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      setPhase("editing");
      document.getElementById(controlIds[firstInvalid])?.focus();
      return;
    }
    setPhase("sending");
    const payload = toContactPayload(message);
    const result = await submitForm(formEndpoints.contact, payload);
    if (result.ok) {
      form.reset();
      setChosenInquiry(null);
      setSentMessage(payload);
    }
    setPhase(result.ok ? "sent" : "failed");
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{content.requiredNote}</p>
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
        <Label htmlFor={controlIds.inquiry}>{fields.inquiry}</Label>
        <select
          id={controlIds.inquiry}
          name="inquiry"
          value={chosenInquiry ?? requestedInquiry}
          onChange={(event) => setChosenInquiry(parseInquiry(event.target.value))}
          className={controlClassName}
        >
          {inquiryTypes.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
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
      <Outcome phase={phase} sent={sentMessage} content={content} outcomeRef={outcomeRef} />
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated || phase === "sending"}
        className="self-start"
      >
        {phase === "sending" ? content.submitting : content.submit}
      </Button>
      <p className="text-sm text-ink-muted">{content.fallbackNote}</p>
    </form>
  );
}

interface OutcomeProps {
  phase: Phase;
  sent: ContactMessage | null;
  content: ContactFormContent;
  outcomeRef: RefObject<HTMLDivElement | null>;
}

/** The result of sending, in place above the button: focused, and announced by its role. */
function Outcome({ phase, sent, content, outcomeRef }: OutcomeProps) {
  if (phase === "sent" && sent) {
    return (
      <div
        ref={outcomeRef}
        role="status"
        tabIndex={-1}
        className="rounded-lg bg-success-soft p-4 font-medium text-success"
      >
        {content.success(sent.firstName, sent.email)}
      </div>
    );
  }
  if (phase === "failed") {
    return (
      <div
        ref={outcomeRef}
        role="alert"
        tabIndex={-1}
        className="flex flex-col gap-2 rounded-lg bg-danger-soft p-4"
      >
        <p className="font-medium text-danger">{content.failure.message}</p>
        <ContactLinkList items={content.failure.contacts} />
      </div>
    );
  }
  return null;
}
