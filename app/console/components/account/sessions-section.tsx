import { Button } from "~/components/ui/button";
import { useFetcher } from "react-router";

import type { Account } from "~/lib/console-api/account";
import { accountCopy } from "../../copy/account";
import { ConfirmDialog } from "../confirm-dialog";
import { DateTime } from "../date-time";
import { PageSection } from "../page-heading";
import { ResponsiveTable } from "../responsive-table";
import { ACCOUNT_CHANGES } from "./passkeys-section";

const copy = accountCopy.sessions;

/** Where the person is signed in; any other session may be ended, or all of them at once. */
export function SessionsSection({ sessions }: { sessions: Account["sessions"] }) {
  const revoke = useFetcher({ key: ACCOUNT_CHANGES });
  const { columns } = copy;
  return (
    <PageSection id="sessions" title={copy.heading}>
      <p className="text-ink-muted">{copy.rules}</p>
      <ResponsiveTable
        id="sessions-table"
        caption={copy.caption}
        columns={[
          { header: columns.device, namesRow: true, cell: (session) => session.device },
          {
            header: columns.started,
            className: "whitespace-nowrap",
            cell: (session) => <DateTime iso={session.createdAt} />,
          },
          {
            header: columns.lastSeen,
            className: "whitespace-nowrap",
            cell: (session) => <DateTime iso={session.lastSeenAt} />,
          },
          {
            header: columns.actions,
            controls: true,
            cell: (session) =>
              session.current ? (
                <span className="font-semibold">{copy.current}</span>
              ) : (
                <revoke.Form method="post">
                  <input type="hidden" name="id" value={session.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke-session"
                    variant="outline"
                    size="sm"
                    className="min-h-11"
                  >
                    {copy.revoke}
                    <span className="sr-only"> ({session.device})</span>
                  </Button>
                </revoke.Form>
              ),
          },
        ]}
        rows={sessions}
        rowKey={(session) => session.id}
        cardsBelow="md"
      />
      <div className="flex flex-col gap-2">
        <p>{copy.everywhereText}</p>
        <div>
          <ConfirmDialog
            trigger={copy.everywhere}
            title={copy.everywhereTitle}
            text={copy.everywhereText}
            confirm={copy.confirmEverywhere}
            fields={{ intent: "sign-out-everywhere" }}
            fetcherKey={ACCOUNT_CHANGES}
            danger
          />
        </div>
      </div>
    </PageSection>
  );
}
