/**
 * Passkey ceremonies through @simplewebauthn/browser: options (and the id
 * of the challenge the server keeps) from the API, the browser's ceremony,
 * then the answer back to the API.
 */
import {
  type RegistrationResponseJSON,
  WebAuthnError,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

import type * as v from "valibot";

import type { registrationCeremony } from "~/lib/console-api/passkey-ceremony";
import { signInOptions, signInWithPasskey as passkeySignIn } from "~/lib/console-api/sign-in";

import { apiCall } from "./client";

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
  const { ceremony, options } = await apiCall(signInOptions);
  const response = await inBrowser(() =>
    startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }),
  );
  return apiCall(passkeySignIn, { body: { ceremony, response } });
}

/** The server's options for a new passkey, and where the browser's credential goes. */
interface Registration<Answer> {
  options: () => Promise<v.InferOutput<typeof registrationCeremony>>;
  answer: (credential: { ceremony: string; response: RegistrationResponseJSON }) => Promise<Answer>;
}

/** Makes a new passkey: the server's options, the browser's ceremony, the new credential back. */
export async function registerPasskey<Answer>({ options, answer }: Registration<Answer>) {
  const { ceremony, options: optionsJSON } = await options();
  const response = await inBrowser(() => startRegistration({ optionsJSON }));
  return answer({ ceremony, response });
}
