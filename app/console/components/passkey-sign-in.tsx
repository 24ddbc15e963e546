import { WebAuthnAbortService, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";
import { useEffect, useEffectEvent, useState } from "react";

import { Button } from "~/components/ui/button";

import { ApiProblem } from "../api/client";
import { signInWithPasskey } from "../api/passkeys";
import { failureMessage } from "../problem-messages";
import type { SignInAnswer } from "~/lib/console-api/sign-in";
import { signInCopy } from "../copy/sign-in";
import { Feedback } from "./feedback";
import { PageSection } from "./page-heading";

const copy = signInCopy.passkey;
const refusals = { 401: signInCopy.passkeyRefused };

/**
 * Sign-in with a passkey: the button asks the browser for one; where the
 * browser offers passkeys in autofill, a request waits in the background for
 * the person to pick one from an `autocomplete="username webauthn"` field.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (answer: SignInAnswer) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const signedInByAutofill = useEffectEvent(onSignedIn);

  useEffect(() => {
    let mounted = true;
    // Only the server's answer to a passkey the person picked is worth a word:
    // a background request that ends unanswered is no news.
    const report = (error: unknown) => {
      if (mounted && error instanceof ApiProblem) setProblem(failureMessage(error, refusals));
    };
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (!supported || !mounted) return;
      signInWithPasskey({ autofill: true }).then(signedInByAutofill, report);
    });
    return () => {
      mounted = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  async function signIn() {
    setBusy(true);
    setProblem(undefined);
    try {
      onSignedIn(await signInWithPasskey({ autofill: false }));
    } catch (error) {
      setProblem(failureMessage(error, refusals));
      setBusy(false);
    }
  }

  return (
    <PageSection id="passkey-sign-in" title={copy.heading}>
      <p className="text-ink-muted">{copy.text}</p>
      <Button type="button" size="lg" className="self-start" disabled={busy} onClick={signIn}>
        {busy ? copy.busy : copy.button}
      </Button>
      <Feedback problem={problem} />
    </PageSection>
  );
}
