import { useState } from "react";

import { type SubmitResult, createSubmissionKeys, submitForm } from "~/lib/form-transport";

export type SubmitProblem = Exclude<SubmitResult, { ok: true } | { failure: "invalid" }>;

/**
 * Sending one form: whether a submission is in flight, why the last one
 * did not go through, and an Idempotency-Key that a retry of the same
 * submission reuses.
 */
export function useSubmission(endpoint: string) {
  const [keys] = useState(createSubmissionKeys);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  async function send(payload: unknown): Promise<SubmitResult> {
    setSending(true);
    setProblem(null);
    const idempotencyKey = keys.keyFor(JSON.stringify(payload));
    const result = await submitForm(endpoint, payload, { idempotencyKey });
    setSending(false);
    if (result.ok) keys.succeeded();
    else if (result.failure !== "invalid") setProblem(result);
    return result;
  }

  return { send, sending, problem };
}
