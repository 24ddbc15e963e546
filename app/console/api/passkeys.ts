/**
 * Passkey ceremonies through @simplewebauthn/browser: options (and the id
 * of the challenge the server keeps) from the API, the browser's ceremony,
 * then the answer back to the API.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  WebAuthnError,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

import { apiRequest } from "./client";
import type { Ceremony, SignInAnswer } from "./types";

/**
 * Why the browser's part did not finish: `aborted` when the console itself
 * stopped it (a new ceremony replaced the autofill one), `cancelled` when
 * the person dismissed it or it timed out.
 */
export type PasskeyProblem = "aborted" | "cancelled" | "alreadyRegistered" | "failed";

export class PasskeyCeremonyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`The passkey ceremony did not finish: ${problem}`);
  }
}

function problemOf(error: unknown): PasskeyProblem {
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_CEREMONY_ABORTED") return "aborted";
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "alreadyRegistered";
  }
  const cause = error instanceof WebAuthnError ? error.cause : error;
  return cause instanceof Error && cause.name === "NotAllowedError" ? "cancelled" : "failed";
}

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new PasskeyCeremonyError(problemOf(error));
  }
}

/** Signs in with a discoverable passkey; `autofill` waits for the person to pick one from autofill. */
export async function signInWithPasskey({ autofill }: { autofill: boolean }) {
  const { ceremony, options } = await apiRequest<Ceremony<PublicKeyCredentialRequestOptionsJSON>>(
    "/sign-in/options",
    { method: "POST" },
  );
  const response = await inBrowser(() =>
    startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }),
  );
  return apiRequest<SignInAnswer>("/sign-in/passkey", {
    method: "POST",
    body: { ceremony, response },
  });
}

/**
 * Makes a new passkey: options from `optionsPath`, the browser's new
 * credential to `answerPath`; `context` goes with both (an invitation's token).
 */
export async function registerPasskey<Answer>(
  { optionsPath, answerPath }: { optionsPath: string; answerPath: string },
  context: object = {},
): Promise<Answer> {
  const { ceremony, options } = await apiRequest<Ceremony<PublicKeyCredentialCreationOptionsJSON>>(
    optionsPath,
    { method: "POST", body: context },
  );
  const response = await inBrowser(() => startRegistration({ optionsJSON: options }));
  return apiRequest<Answer>(answerPath, {
    method: "POST",
    body: { ...context, ceremony, response },
  });
}
