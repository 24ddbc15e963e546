import type { FormEvent, ReactNode } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";

import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import type { SettingsResult } from "./routing-form";

interface SettingSwitchProps {
  /** The setting's name in the page's action, and its section's id. */
  intent: string;
  /** Its heading, how each state reads, and the button that changes it. */
  copy: { heading: string; on: string; off: string; turnOn: string; turnOff: string; busy: string };
  /** What the setting does, in a sentence or two. */
  what: ReactNode;
  on: boolean;
  /** Why it cannot be turned on here, when it cannot: the button is disabled and says why. */
  cannotTurnOn?: string;
  /** Anything else worth knowing before changing it. */
  note?: string;
}

/**
 * A setting that is on or off: what it does, how it stands now, and one
 * button that turns it the other way, at once. The button keeps focus
 * while the change is saved; the outcome is announced.
 */
export function SettingSwitch({ intent, copy, what, on, cannotTurnOn, note }: SettingSwitchProps) {
  const fetcher = useFetcher<SettingsResult>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const blocked = !on && cannotTurnOn !== undefined;
  const whyId = `${intent}-why`;
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <PageSection id={intent} title={copy.heading}>
      <div className="flex max-w-3xl flex-col gap-2">
        <p>{what}</p>
        {note && <p className="text-ink-muted">{note}</p>}
      </div>
      <fetcher.Form method="post" onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold">{on ? copy.on : copy.off}</p>
        {blocked && (
          <p id={whyId} className="rounded-lg border border-border bg-surface-muted p-3">
            {cannotTurnOn}
          </p>
        )}
        <input type="hidden" name="on" value={String(!on)} />
        <Button
          type="submit"
          name="intent"
          value={intent}
          variant="outline"
          className="self-start"
          disabled={blocked}
          aria-describedby={blocked ? whyId : undefined}
        >
          {busy ? copy.busy : on ? copy.turnOff : copy.turnOn}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
