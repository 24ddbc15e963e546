import { Button } from "~/components/ui/button";
import { Label, TextField } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import type { ContactFormContent, SubmitProblemCopy } from "~/content/types";
import { formEndpoints } from "~/lib/form-transport";
import {
  type ContactField,
  type ContactMessageMessages,
  inquiryTypes,
} from "~/lib/forms/contact-message";
import { fieldLimits } from "~/lib/forms/rules";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";
import { useLocale } from "~/lib/use-locale";

import { HoneypotField } from "../forms/honeypot-field";
import { SubmitProblemAlert } from "../forms/submit-problem-alert";

export const CONTACT_FORM_ISLAND = "contact-form";

/** What the contact-form island needs beyond the form's own markup. */
export interface ContactFormProps {
  messages: ContactMessageMessages;
  success: ContactFormContent["success"];
  submitting: string;
  problems: SubmitProblemCopy;
}

const controlIds: Record<ContactField, string> = {
  firstName: "contact-first-name",
  lastName: "contact-last-name",
  email: "contact-email",
  inquiryType: "contact-inquiry",
  message: "contact-message",
};

interface ContactFormMarkupProps {
  content: ContactFormContent;
  messages: ContactMessageMessages;
  problems: SubmitProblemCopy;
}

/**
 * A real HTML form: without JavaScript, or before its island starts (when
 * it comes into view or takes focus), the browser posts it to the API, which
 * answers with a confirmation page. Once started (contact-form.island.ts),
 * it is checked in place and sent as JSON, and anything typed so far stays.
 */
export function ContactForm({ content, messages, problems }: ContactFormMarkupProps) {
  const { fields } = content;
  const props: ContactFormProps = {
    messages,
    success: content.success,
    submitting: content.submitting,
    problems,
  };
  return (
    <form
      method="post"
      action={formEndpoints.contact}
      noValidate
      {...islandAttributes(CONTACT_FORM_ISLAND, "visible")}
      className="relative flex flex-col gap-5"
    >
      <IslandProps name={CONTACT_FORM_ISLAND} value={props} />
      <p className="text-sm text-ink-muted">{content.requiredNote}</p>
      <input type="hidden" name="locale" value={useLocale()} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={controlIds.firstName}
          name="firstName"
          autoComplete="given-name"
          maxLength={fieldLimits.name}
          label={fields.firstName}
        />
        <TextField
          id={controlIds.lastName}
          name="lastName"
          autoComplete="family-name"
          maxLength={fieldLimits.name}
          label={fields.lastName}
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
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={controlIds.inquiryType}>{fields.inquiry}</Label>
        <select
          id={controlIds.inquiryType}
          name="inquiryType"
          defaultValue="general"
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
          className={controlClassName}
        />
      </div>
      <HoneypotField id="contact-website" label={problems.honeypotLabel} />
      {/* Where the island says how sending went, and the alert it fills in when it fails. */}
      <div data-form-outcome className="contents" />
      <template data-problem-alert>
        <SubmitProblemAlert problem={{ ok: false, failure: "unavailable" }} copy={problems} />
      </template>
      <Button type="submit" size="lg" className="self-start">
        {content.submit}
      </Button>
    </form>
  );
}
