import { Button } from "~/components/ui/button";
import { fillTemplate } from "~/lib/template";
import type { StatusComponent } from "~/lib/status/status-model";

import { statusCopy } from "../../copy/status";
import { timeZoneName } from "../../status-form";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import { ComponentChoices, MessageBox, TextInput, useStatusForm } from "./status-fields";

const copy = statusCopy.maintenance;
const PREFIX = "maintenance";

/** Planned work: it starts and ends by itself at its times, read in the person's own time zone. */
export function MaintenanceForm({ components }: { components: StatusComponent[] }) {
  const { fetcher, form, busy, result, errors, onSubmit } = useStatusForm(PREFIX);
  const zoneId = `${PREFIX}-zone`;
  return (
    <PageSection id="schedule-maintenance" title={copy.heading}>
      <p className="max-w-3xl text-ink-muted">{copy.hint}</p>
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="schedule-maintenance"
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="intent" value="maintenance" />
        <TextInput id={`${PREFIX}-title`} name="title" label={copy.title} error={errors.title} />
        <ComponentChoices
          prefix={PREFIX}
          legend={copy.components}
          components={components}
          error={errors.componentIds}
        />
        <p id={zoneId} className="font-medium">
          {fillTemplate(copy.timeZone, { zone: timeZoneName() })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            id={`${PREFIX}-from`}
            name="from"
            type="datetime-local"
            label={copy.from}
            hintId={zoneId}
            error={errors.from}
          />
          <TextInput
            id={`${PREFIX}-to`}
            name="to"
            type="datetime-local"
            label={copy.to}
            hintId={zoneId}
            error={errors.to}
          />
        </div>
        <MessageBox id={`${PREFIX}-message`} label={copy.message} error={errors.message} />
        <Button type="submit" className="self-start">
          {busy ? copy.busy : copy.submit}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
