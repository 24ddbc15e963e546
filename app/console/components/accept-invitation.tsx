import { useState } from "react";

import { Button } from "~/components/ui/button";
import {
  type Invitation,
  type Joined,
  acceptInvitation,
  invitationOptions,
} from "~/lib/console-api/invitation";
import { fillTemplate } from "~/lib/template";

import { apiCall } from "../api/client";
import { registerPasskey } from "../api/passkeys";
import { failureMessage } from "../problem-messages";
import { roleLabels } from "../copy/owner-tools";
import { invitationCopy as copy } from "../copy/sign-in";
import { formatDateTime } from "./date-time";
import { Feedback } from "./feedback";

interface AcceptInvitationProps {
  token: string;
  invitation: Invitation;
  onJoined: (joined: Joined) => void;
}

/** Who is invited, as what, until when; and the passkey that accepts it. */
export function AcceptInvitation({ token, invitation, onJoined }: AcceptInvitationProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function createPasskey() {
    setBusy(true);
    setProblem(undefined);
    try {
      onJoined(
        await registerPasskey({
          options: () => apiCall(invitationOptions, { body: { token } }),
          answer: (credential) => apiCall(acceptInvitation, { body: { token, ...credential } }),
        }),
      );
    } catch (error) {
      setProblem(
        failureMessage(error, {
          400: copy.passkeyNotVerified,
          409: copy.alreadyMember,
          410: copy.unusable,
        }),
      );
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-lg">
        {fillTemplate(copy.invited, {
          email: invitation.email,
          role: roleLabels[invitation.role],
        })}{" "}
        {fillTemplate(copy.expires, { time: formatDateTime(invitation.expiresAt) })}
      </p>
      <p className="text-ink-muted">{copy.passkeyText}</p>
      <Button
        type="button"
        size="lg"
        className="self-start"
        disabled={busy}
        onClick={createPasskey}
      >
        {busy ? copy.creating : copy.createPasskey}
      </Button>
      <Feedback problem={problem} />
    </div>
  );
}
