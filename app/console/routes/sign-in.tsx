import { redirect, useNavigate } from "react-router";

import { ApiProblem, apiCall } from "../api/client";
import { statusMessage } from "../problem-messages";
import { fieldOf, problemResponse, safeNext } from "../api/route-data";
import { type SignInAnswer, me, signInWithRecoveryCode } from "~/lib/console-api/sign-in";
import { ConsoleFrame } from "../components/console-frame";
import { PageHeading } from "../components/page-heading";
import { PasskeySignIn } from "../components/passkey-sign-in";
import { RecoveryCodeSignIn } from "../components/recovery-code-sign-in";
import { pageMeta } from "../console-meta";
import { signInCopy } from "../copy/sign-in";
import { consolePaths, homePath } from "../paths";

import type { Route } from "./+types/sign-in";

export const meta = () => pageMeta(signInCopy.title);

/** Where a person goes once signed in: to add a passkey after a recovery code, else on. */
const destination = (answer: SignInAnswer, next?: string) =>
  answer.viaRecoveryCode ? consolePaths.account : (next ?? homePath(answer.user.role));

/** Someone already signed in goes straight on; anyone else signs in here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const next = safeNext(search.get("next"));
  try {
    const signedIn = await apiCall(me);
    return redirect(destination(signedIn, next));
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    if (error.status !== 401) throw problemResponse(error.status);
  }
  return { next, signedOut: search.has("signed-out") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const [email, code] = [fieldOf(form, "email"), fieldOf(form, "code")];
  if (!email || !code) return { problem: signInCopy.recovery.incomplete };
  try {
    await apiCall(signInWithRecoveryCode, { body: { email, code } });
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    const refused = signInCopy.recovery.refused;
    return { problem: statusMessage(error.status, { 400: refused, 401: refused }) };
  }
  return redirect(consolePaths.account);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { next, signedOut } = loaderData;
  return (
    <ConsoleFrame>
      <PageHeading>{signInCopy.heading}</PageHeading>
      {signedOut && (
        <p role="status" className="rounded-lg bg-success-soft p-3 font-medium text-success">
          {signInCopy.signedOut}
        </p>
      )}
      <div className="grid gap-10 md:grid-cols-2">
        <PasskeySignIn
          onSignedIn={(answer) => void navigate(destination(answer, next), { replace: true })}
        />
        <RecoveryCodeSignIn problem={actionData?.problem} />
      </div>
    </ConsoleFrame>
  );
}
