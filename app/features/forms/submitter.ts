import { type SubmitResult, createSubmissionKeys, submitForm } from "~/lib/form-transport";

/**
 * Sends one form's submissions to its endpoint: sending the same payload
 * again (a retry) reuses its Idempotency-Key; a new payload, or one sent
 * after a success, gets a new key.
 */
export function createSubmitter(endpoint: string) {
  const keys = createSubmissionKeys();
  return async (payload: unknown): Promise<SubmitResult> => {
    const idempotencyKey = keys.keyFor(JSON.stringify(payload));
    const result = await submitForm(endpoint, payload, { idempotencyKey });
    if (result.ok) keys.succeeded();
    return result;
  };
}
