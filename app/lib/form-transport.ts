/**
 * How the site's forms leave the browser. With no endpoint configured the
 * submission is simulated: a one-second wait, then success (the spec's
 * behaviour). With an endpoint set at build time the payload is POSTed there
 * as JSON and anything but a 2xx answer within the time limit is a failure.
 */
export const SIMULATED_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = 10_000;

/** Endpoints come from the build environment; an empty value means "simulate". */
export const formEndpoints = {
  demoRequest: import.meta.env.VITE_DEMO_REQUEST_URL || undefined,
  contact: import.meta.env.VITE_CONTACT_URL || undefined,
};

export type SubmitFailure = "rejected" | "network" | "timeout";

export type SubmitResult = { ok: true } | { ok: false; failure: SubmitFailure; status?: number };

interface SubmitOptions {
  timeoutMs?: number;
  simulatedDelayMs?: number;
}

export async function submitForm(
  endpoint: string | undefined,
  payload: unknown,
  { timeoutMs = REQUEST_TIMEOUT_MS, simulatedDelayMs = SIMULATED_DELAY_MS }: SubmitOptions = {},
): Promise<SubmitResult> {
  if (!endpoint) {
    await new Promise((resolve) => setTimeout(resolve, simulatedDelayMs));
    return { ok: true };
  }
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: "omit",
    });
    return response.ok ? { ok: true } : { ok: false, failure: "rejected", status: response.status };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, failure: timedOut ? "timeout" : "network" };
  }
}
