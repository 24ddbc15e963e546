import { redirect } from "react-router";

import { fillTemplate } from "~/lib/template";

import { statusMessage } from "../problem-messages";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import {
  account as accountEndpoint,
  removePasskey,
  replaceRecoveryCodes,
  revokeSession,
} from "~/lib/console-api/account";
import { signOutEverywhere } from "~/lib/console-api/sign-in";
import { ACCOUNT_CHANGES, PasskeysSection } from "../components/account/passkeys-section";
import { RecoverySection } from "../components/account/recovery-section";
import { SessionsSection } from "../components/account/sessions-section";
import { useConfirmedChange } from "../components/confirm-dialog";
import { Feedback } from "../components/feedback";
import { PageHeading } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { accountCopy as copy } from "../copy/account";
import { roleLabels } from "../copy/owner-tools";
import { consolePaths } from "../paths";
import { useMe } from "../use-me";

import type { Route } from "./+types/account";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi(request, accountEndpoint);
}

interface AccountChange {
  problem?: string;
  done?: string;
  recoveryCodes?: string[];
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = fieldOf(form, "intent");
  const params = { id: fieldOf(form, "id") };
  if (intent === "new-codes") {
    const made = await actOnApi(request, replaceRecoveryCodes);
    return made.ok ? made.value : { problem: statusMessage(made.status) };
  }
  if (intent === "sign-out-everywhere") {
    const ended = await actOnApi(request, signOutEverywhere);
    return ended.ok
      ? redirect(`${consolePaths.signIn}?signed-out`)
      : { problem: statusMessage(ended.status) };
  }
  const [endpoint, done, own] =
    intent === "remove-passkey"
      ? [removePasskey, copy.passkeys.removed, { 409: copy.passkeys.lastOne }]
      : [revokeSession, copy.sessions.revoked, {}];
  const outcome = await actOnApi(request, endpoint, { params });
  return outcome.ok ? { done } : { problem: statusMessage(outcome.status, own) };
}

export default function AccountPage({ loaderData: account }: Route.ComponentProps) {
  const me = useMe();
  const change = useConfirmedChange<AccountChange>(ACCOUNT_CHANGES);
  return (
    <>
      <PageHeading
        intro={fillTemplate(copy.signedInAs, {
          email: account.email,
          role: roleLabels[account.role],
        })}
      >
        {copy.title}
      </PageHeading>
      <Feedback problem={change?.problem} done={change?.done} />
      <PasskeysSection passkeys={account.passkeys} prompted={me.viaRecoveryCode} />
      <SessionsSection sessions={account.sessions} />
      <RecoverySection left={account.recoveryCodesLeft} email={account.email} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
