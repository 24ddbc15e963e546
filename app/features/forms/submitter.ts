import { type SubmitResult, createSubmissionKeys, submitForm } from "~/lib/form-transport";

/**
 * The page a form is sent from, as the intake API reads a lead's source:
 * its path and its query (where a campaign's utm_ parameters are). Read at
 * each submission, never stored.
 */
export function pageSource(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Sends one form's submissions to its endpoint, each with the page it was
 * sent from (`source`): sending the same payload again (a retry) reuses its
 * Idempotency-Key; a new payload, or one sent after a success, gets a new key.
 */
export function createSubmitter(endpoint: string) {
  const keys = createSubmissionKeys();
  return async (fields: object): Promise<SubmitResult> => {
    const payload = { ...fields, source: pageSource() };
    const idempotencyKey = keys.keyFor(JSON.stringify(payload));
    const result = await submitForm(endpoint, payload, { idempotencyKey });
    if (result.ok) keys.succeeded();
    return result;
  };
}
