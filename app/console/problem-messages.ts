/** What a person reads when a request or a passkey ceremony does not succeed. */
import { fillTemplate } from "~/lib/template";

import { consoleCopy } from "./copy/common";
import { passkeyCopy } from "./copy/sign-in";
import { ApiProblem } from "./api/client";
import { PasskeyCeremonyError } from "./api/passkeys";

/** Statuses a form expects, in its own words (409: the last owner…). */
export type OwnMessages = Partial<Record<number, string>>;

/** A wait in the unit a person reads it in: seconds under two minutes, then minutes. */
const waitFor = (seconds: number) =>
  seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;

/**
 * The console's message for a refusal, unless the form has its own for that status; a 429
 * that says when to try again (`retryAfter`, in seconds) says so.
 */
export function statusMessage(status: number, own: OwnMessages = {}, retryAfter?: number): string {
  const specific = own[status];
  if (specific) return specific;
  const { problems } = consoleCopy;
  if (status === 403) return problems.forbidden;
  if (status === 404) return problems.notFound;
  if (status === 429 && retryAfter)
    return fillTemplate(problems.busy, { wait: waitFor(retryAfter) });
  if (status === 429) return problems.rateLimited;
  if (status === 0 || status >= 500) return problems.unavailable;
  return problems.unexpected;
}

/**
 * The message for a failed request or ceremony; undefined when the console
 * stopped the ceremony itself, which needs no word.
 */
export function failureMessage(error: unknown, own: OwnMessages = {}): string | undefined {
  if (error instanceof ApiProblem) return statusMessage(error.status, own);
  if (error instanceof PasskeyCeremonyError) {
    if (error.problem === "aborted") return undefined;
    if (error.problem === "alreadyRegistered") return passkeyCopy.alreadyRegistered;
    return error.problem === "cancelled" ? passkeyCopy.cancelled : passkeyCopy.unsupported;
  }
  return consoleCopy.problems.unexpected;
}
