import { Button } from "~/components/ui/button";
import { useFetcher } from "react-router";

import type { Account } from "../../api/types";
import { accountCopy } from "../../copy/account";
import { ConfirmDialog } from "../confirm-dialog";
import { Cell, DataTable, RowHeader } from "../data-table";
import { DateTime } from "../date-time";
import { PageSection } from "../page-heading";
import { ACCOUNT_CHANGES } from "./passkeys-section";

const copy = accountCopy.sessions;

/** Where the person is signed in; any other session may be ended, or all of them at once. */
export function SessionsSection({ sessions }: { sessions: Account["sessions"] }) {
  const revoke = useFetcher({ key: ACCOUNT_CHANGES });
  const { columns } = copy;
  return (
    <PageSection id="sessions" title={copy.heading}>
      <p className="text-ink-muted">{copy.rules}</p>
      <DataTable
        id="sessions-table"
        minWidth="medium"
        caption={copy.caption}
        columns={[columns.device, columns.started, columns.lastSeen, columns.actions]}
      >
        {sessions.map((session) => (
          <tr key={session.id}>
            <RowHeader>{session.device}</RowHeader>
            <Cell className="whitespace-nowrap">
              <DateTime iso={session.createdAt} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <DateTime iso={session.lastSeenAt} />
            </Cell>
            <Cell>
              {session.current ? (
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
                  >
                    {copy.revoke}
                    <span className="sr-only"> ({session.device})</span>
                  </Button>
                </revoke.Form>
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
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
