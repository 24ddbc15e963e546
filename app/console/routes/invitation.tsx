import { useState } from "react";
import { Link, useNavigate } from "react-router";

import { type Joined, invitation as invitationEndpoint } from "~/lib/console-api/invitation";

import { ApiProblem, apiCall } from "../api/client";
import { problemResponse } from "../api/route-data";
import { AcceptInvitation } from "../components/accept-invitation";
import { ConsoleFrame } from "../components/console-frame";
import { PageHeading } from "../components/page-heading";
import { RecoveryCodes } from "../components/recovery-codes";
import { pageMeta } from "../console-meta";
import { invitationCopy as copy, recoveryCodesCopy } from "../copy/sign-in";
import { consolePaths, homePath } from "../paths";

import type { Route } from "./+types/invitation";

export const meta = () => pageMeta(copy.title);

/**
 * The link's token is in the fragment (#…), which never leaves the browser
 * except in these requests' bodies. A used, expired or mangled one (410,
 * 400) is simply unusable.
 */
export async function clientLoader() {
  const token = window.location.hash.slice(1);
  try {
    const invitation = await apiCall(invitationEndpoint, { body: { token } });
    return { token, invitation };
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    if (error.status !== 410 && error.status !== 400) throw problemResponse(error.status);
    return { token, invitation: undefined };
  }
}

export default function InvitationPage({ loaderData }: Route.ComponentProps) {
  const { token, invitation } = loaderData;
  const navigate = useNavigate();
  const [joined, setJoined] = useState<Joined>();
  if (joined) {
    return (
      <ConsoleFrame>
        <PageHeading key="codes">{recoveryCodesCopy.heading}</PageHeading>
        <RecoveryCodes
          codes={joined.recoveryCodes}
          email={joined.user.email}
          continueLabel={
            joined.user.role === "editor"
              ? recoveryCodesCopy.continueEditor
              : recoveryCodesCopy.continue
          }
          onContinue={() => void navigate(homePath(joined.user.role))}
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
      <AcceptInvitation token={token} invitation={invitation} onJoined={setJoined} />
    </ConsoleFrame>
  );
}
