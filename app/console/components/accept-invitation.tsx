import { useState } from "react";

import { Button } from "~/components/ui/button";
import { fillTemplate } from "~/lib/template";

import { registerPasskey } from "../api/passkeys";
import { failureMessage } from "../api/problems";
import type { Role, SignedInUser } from "../api/types";
import { roleLabels } from "../copy/owner-tools";
import { invitationCopy as copy } from "../copy/sign-in";
import { formatDateTime } from "./date-time";
import { Feedback } from "./feedback";

export interface Invitation {
  email: string;
  role: Role;
  expiresAt: string;
}

export interface Joined {
  user: SignedInUser;
  recoveryCodes: string[];
}

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
        await registerPasskey<Joined>(
          { optionsPath: "/invitation/options", answerPath: "/invitation/accept" },
          { token },
        ),
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
