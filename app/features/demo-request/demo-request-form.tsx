import { Button } from "~/components/ui/button";
import { Label, TextField } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fieldLimits } from "~/lib/forms/rules";
import type { SiteData } from "~/site/site-data.server";

import { HoneypotField } from "../forms/honeypot-field";
import { SubmitProblemAlert } from "../forms/submit-problem-alert";
import { controlIds, dateLabelId } from "./demo-request-ids";

/**
 * The dialog's form as pre-rendered: its fields take typing at once. Its
 * script (demo-request.island.ts) checks and sends it, and enables submit
 * once every field has something; until then submit stays disabled, so the
 * form never leaves by itself (method="dialog" sends nothing anywhere). The
 * date is the browser's own date field, which the calendar replaces once
 * loaded ([data-date-field]); the chosen day also shows written out
 * ([data-long-date]), as the calendar's button shows it.
 */
export function DemoRequestForm({ content }: { content: SiteData["demoRequest"] }) {
  const { copy, problems } = content;
  const { fields } = copy;
  return (
    <form method="dialog" noValidate className="relative flex flex-col gap-4">
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
      />
      <div className="flex flex-col gap-1.5">
        <Label id={dateLabelId} htmlFor={controlIds.demoDate}>
          {fields.demoDate.label}
        </Label>
        <div data-date-field className="flex flex-col gap-1.5">
          <input
            id={controlIds.demoDate}
            name="demoDate"
            type="date"
            required
            className={controlClassName}
          />
          <p data-long-date aria-hidden="true" hidden className="text-sm text-ink-muted" />
        </div>
      </div>
      <HoneypotField id="demo-website" label={problems.honeypotLabel} />
      {/* Where the script says why sending failed, from the alert it fills in. */}
      <div data-form-outcome className="contents" />
      <template data-problem-alert>
        <SubmitProblemAlert problem={{ ok: false, failure: "unavailable" }} copy={problems} />
      </template>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" data-dialog-close>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
