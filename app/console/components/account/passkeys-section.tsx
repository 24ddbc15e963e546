import { useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

import { ApiProblem, apiCall } from "../../api/client";
import { registerPasskey } from "../../api/passkeys";
import { failureMessage } from "../../problem-messages";
import { signInPath } from "../../api/route-data";
import { type Account, addPasskey, passkeyOptions } from "~/lib/console-api/account";
import { accountCopy } from "../../copy/account";
import { consoleCopy } from "../../copy/common";
import { ConfirmDialog } from "../confirm-dialog";
import { DateTime } from "../date-time";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import { ResponsiveTable } from "../responsive-table";

const copy = accountCopy.passkeys;
export const ACCOUNT_CHANGES = "account-changes";

/** Adds a passkey on this device; after a recovery-code sign-in, the console's first request. */
function AddPasskey({ prompted }: { prompted: boolean }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ problem?: string; done?: string }>({});
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  async function add() {
    setBusy(true);
    setOutcome({});
    try {
      await registerPasskey({
        options: () => apiCall(passkeyOptions),
        answer: (credential) => apiCall(addPasskey, { body: credential }),
      });
      setOutcome({ done: copy.added });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401)
        return void navigate(signInPath(pathname));
      setOutcome({ problem: failureMessage(error, { 400: copy.notVerified }) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div
      className={cn(
        "flex flex-col gap-3",
        prompted && "rounded-xl border border-families bg-families-soft p-4",
      )}
    >
      {prompted && <p className="font-semibold">{consoleCopy.recoveryPrompt.text}</p>}
      <Button type="button" className="self-start" disabled={busy} onClick={add}>
        {busy ? copy.adding : copy.add}
      </Button>
      <Feedback problem={outcome.problem} done={outcome.done} />
    </div>
  );
}

export function PasskeysSection({
  passkeys,
  prompted,
}: {
  passkeys: Account["passkeys"];
  prompted: boolean;
}) {
  const { columns } = copy;
  return (
    <PageSection id="passkeys" title={copy.heading}>
      <p className="text-ink-muted">{copy.intro}</p>
      <AddPasskey prompted={prompted} />
      <ResponsiveTable
        id="passkeys-table"
        caption={copy.caption}
        columns={[
          { header: columns.name, namesRow: true, cell: (passkey) => passkey.name },
          {
            header: columns.added,
            className: "whitespace-nowrap",
            cell: (passkey) => <DateTime iso={passkey.createdAt} />,
          },
          {
            header: columns.lastUsed,
            className: "whitespace-nowrap",
            cell: (passkey) =>
              passkey.lastUsedAt ? <DateTime iso={passkey.lastUsedAt} /> : copy.neverUsed,
          },
          {
            header: columns.actions,
            controls: true,
            cell: (passkey) => (
              <ConfirmDialog
                trigger={copy.remove}
                triggerContext={passkey.name}
                title={copy.removeTitle}
                text={copy.removeText}
                confirm={copy.confirmRemove}
                fields={{ intent: "remove-passkey", id: passkey.id }}
                fetcherKey={ACCOUNT_CHANGES}
                danger
              />
            ),
          },
        ]}
        rows={passkeys}
        rowKey={(passkey) => passkey.id}
        cardsBelow="md"
      />
    </PageSection>
  );
}
