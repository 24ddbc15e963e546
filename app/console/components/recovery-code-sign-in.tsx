import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";

import { signInCopy } from "../copy/sign-in";
import { Feedback } from "./feedback";
import { PageSection } from "./page-heading";

const copy = signInCopy.recovery;

/**
 * Address and recovery code, posted to the sign-in page's action; what was
 * typed stays when it is refused. The address field also offers the
 * browser's saved passkeys (autofill), so it is marked `username webauthn`.
 */
export function RecoveryCodeSignIn({ problem }: { problem?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <PageSection id="recovery-code-sign-in" title={copy.heading}>
      <p className="text-ink-muted">{copy.text}</p>
      <Form method="post" className="flex flex-col gap-4">
        <TextField
          id="recovery-email"
          name="email"
          type="email"
          label={copy.email}
          autoComplete="username webauthn"
          maxLength={254}
          spellCheck={false}
        />
        <TextField
          id="recovery-code"
          name="code"
          label={copy.code}
          autoComplete="one-time-code"
          maxLength={40}
          spellCheck={false}
          className="font-mono"
        />
        <Button type="submit" variant="outline" className="self-start" disabled={busy}>
          {busy ? copy.busy : copy.button}
        </Button>
        <Feedback problem={problem} />
      </Form>
    </PageSection>
  );
}
