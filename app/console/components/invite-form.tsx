import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Label, TextField } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";

import { roleDescriptions, peopleCopy } from "../copy/owner-tools";
import { CopyTextButton } from "./copy-text-button";
import { formatDateTime } from "./date-time";
import { Feedback } from "./feedback";
import { PageSection } from "./page-heading";

const copy = peopleCopy.invite;

export interface InviteResult {
  problem?: string;
  invited?: { email: string; link: string; expiresAt: string };
}

/** An invitation link for one address and role, shown once to be sent on. */
export function InviteForm() {
  const fetcher = useFetcher<InviteResult>();
  const invited = fetcher.data?.invited;
  return (
    <PageSection id="invite" title={copy.heading}>
      <fetcher.Form method="post" className="flex max-w-xl flex-col gap-4">
        <input type="hidden" name="intent" value="invite" />
        <TextField id="invite-email" name="email" type="email" label={copy.email} maxLength={254} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="invite-role">{copy.role}</Label>
          <select id="invite-role" name="role" defaultValue="viewer" className={controlClassName}>
            {(["viewer", "editor", "owner"] as const).map((role) => (
              <option key={role} value={role}>
                {roleDescriptions[role]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="self-start" disabled={fetcher.state !== "idle"}>
          {fetcher.state === "idle" ? copy.button : copy.busy}
        </Button>
        <Feedback problem={fetcher.data?.problem} />
      </fetcher.Form>
      {invited && (
        <div className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4">
          <p role="status" className="font-medium">
            {fillTemplate(copy.created, {
              email: invited.email,
              time: formatDateTime(invited.expiresAt),
            })}
          </p>
          <TextField
            id="invitation-link"
            label={copy.linkLabel}
            value={invited.link}
            readOnly
            className="font-mono"
          />
          <CopyTextButton
            text={invited.link}
            label={copy.copy}
            copied={copy.copied}
            failed={peopleCopy.invite.copyFailed}
          />
        </div>
      )}
    </PageSection>
  );
}
