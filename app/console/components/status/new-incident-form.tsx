import { Button } from "~/components/ui/button";
import type { StatusComponent } from "~/lib/status/status-model";

import { statusCopy } from "../../copy/status";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import {
  ComponentChoices,
  ImpactChoices,
  MessageBox,
  TextInput,
  severityChoices,
  useStatusForm,
} from "./status-fields";

const copy = statusCopy.incident;
const PREFIX = "incident";

/**
 * Made for a hurried person on a phone: a title, the components it
 * touches, how bad it is and one message; it goes live as "Investigating".
 */
export function NewIncidentForm({ components }: { components: StatusComponent[] }) {
  const { fetcher, form, busy, result, errors, onSubmit } = useStatusForm(PREFIX);
  return (
    <PageSection id="new-incident" title={copy.heading}>
      <p className="max-w-3xl text-ink-muted">{copy.hint}</p>
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="new-incident"
        className="flex max-w-3xl flex-col gap-5"
      >
        <input type="hidden" name="intent" value="open" />
        <TextInput
          id={`${PREFIX}-title`}
          name="title"
          label={copy.title}
          hint={copy.titleHint}
          error={errors.title}
        />
        <ComponentChoices
          prefix={PREFIX}
          legend={copy.components}
          components={components}
          error={errors.componentIds}
        />
        <ImpactChoices
          prefix={PREFIX}
          legend={copy.impact}
          choices={severityChoices}
          error={errors.impact}
        />
        <MessageBox id={`${PREFIX}-message`} label={copy.message} error={errors.message} />
        <Button type="submit" className="self-start">
          {busy ? copy.busy : copy.submit}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
