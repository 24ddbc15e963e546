import type { SubmitProblemCopy } from "~/content/types";
import type { SubmitResult } from "~/lib/form-transport";
import { fillCounted } from "~/lib/template";

/** Why a submission did not go through, other than fields to fix. */
export type SubmitProblem = Exclude<SubmitResult, { ok: true } | { failure: "invalid" }>;

export function problemMessage(problem: SubmitProblem, copy: SubmitProblemCopy): string {
  if (problem.failure === "rate-limited")
    return fillCounted(copy.rateLimited, Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)));
  return problem.failure === "rejected" ? copy.rejected : copy.unavailable;
}

/** Sending the same submission again can help unless it was refused or rate-limited. */
export function canRetry(problem: SubmitProblem): boolean {
  return problem.failure !== "rejected" && problem.failure !== "rate-limited";
}
