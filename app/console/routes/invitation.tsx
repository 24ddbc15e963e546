import { useState } from "react";
import { Link, useNavigate } from "react-router";

import { Button } from "~/components/ui/button";
import { fillTemplate } from "~/lib/template";

import { ApiProblem, apiRequest } from "../api/client";
import { registerPasskey } from "../api/passkeys";
import { failureMessage } from "../api/problems";
import { problemResponse } from "../api/route-data";
import type { Role, SignedInUser } from "../api/types";
import { ConsoleFrame } from "../components/console-frame";
import { formatDateTime } from "../components/date-time";
import { Feedback } from "../components/feedback";
import { PageHeading } from "../components/page-heading";
import { RecoveryCodes } from "../components/recovery-codes";
import { pageMeta } from "../console-meta";
import { roleLabels } from "../copy/owner-tools";
import { invitationCopy as copy, recoveryCodesCopy } from "../copy/sign-in";
import { consolePaths } from "../paths";

import type { Route } from "./+types/invitation";

export const meta = () => pageMeta(copy.title);

interface Invitation {
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * The link's token is in the fragment (#…), which never leaves the browser
 * except in these requests' bodies. A used, expired or mangled one (410,
 * 400) is simply unusable.
 */
export async function clientLoader() {
  const token = window.location.hash.slice(1);
  try {
    const invitation = await apiRequest<Invitation>("/invitation", {
      method: "POST",
      body: { token },
    });
    return { token, invitation };
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    if (error.status !== 410 && error.status !== 400) throw problemResponse(error.status);
    return { token, invitation: undefined };
  }
}

interface Joined {
  user: SignedInUser;
  recoveryCodes: string[];
}

export default function AcceptInvitation({ loaderData }: Route.ComponentProps) {
  const { token, invitation } = loaderData;
  const navigate = useNavigate();
  const [joined, setJoined] = useState<Joined>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function createPasskey() {
    setBusy(true);
    setProblem(undefined);
    try {
      setJoined(
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

  if (joined) {
    return (
      <ConsoleFrame>
        <PageHeading key="codes">{recoveryCodesCopy.heading}</PageHeading>
        <RecoveryCodes
          codes={joined.recoveryCodes}
          email={joined.user.email}
          continueLabel={recoveryCodesCopy.continue}
          onContinue={() => void navigate(consolePaths.inbox)}
        />
      </ConsoleFrame>
    );
  }
  if (!invitation) {
    return (
      <ConsoleFrame>
        <PageHeading intro={copy.unusable}>{copy.unusableHeading}</PageHeading>
        <Link to={consolePaths.signIn} className="self-start font-semibold text-primary underline">
          {copy.toSignIn}
        </Link>
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame>
      <PageHeading>{copy.heading}</PageHeading>
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
    </ConsoleFrame>
  );
}
