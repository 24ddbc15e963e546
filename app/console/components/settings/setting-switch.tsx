import type { FormEvent, ReactNode } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";

import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import type { SettingsResult } from "./routing-form";

interface SettingSwitchProps {
  id: string;
  title: string;
  /** What the setting does, in a sentence or two. */
  what: ReactNode;
  intent: string;
  on: boolean;
  /** How the current state reads, and the button that changes it. */
  state: { on: string; off: string };
  action: { turnOn: string; turnOff: string; busy: string };
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
export function SettingSwitch({
  id,
  title,
  what,
  intent,
  on,
  state,
  action,
  cannotTurnOn,
  note,
}: SettingSwitchProps) {
  const fetcher = useFetcher<SettingsResult>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const blocked = !on && cannotTurnOn !== undefined;
  const whyId = `${id}-why`;
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <PageSection id={id} title={title}>
      <div className="flex max-w-3xl flex-col gap-2">
        <p>{what}</p>
        {note && <p className="text-ink-muted">{note}</p>}
      </div>
      <fetcher.Form method="post" onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold">{on ? state.on : state.off}</p>
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
          {busy ? action.busy : on ? action.turnOff : action.turnOn}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
