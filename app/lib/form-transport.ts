/**
 * How the site's forms leave the browser: a JSON POST to the intake API
 * (same origin by default; VITE_DEMO_REQUEST_URL / VITE_CONTACT_URL point
 * elsewhere), with an Idempotency-Key that a retry of the same submission
 * reuses, so a retry after a lost answer never stores a lead twice. Only a
 * build with VITE_FORMS=simulate fakes success after one second (the spec's
 * original behaviour).
 */
export const SIMULATED_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = 10_000;

export const formEndpoints = {
  demoRequest: import.meta.env.VITE_DEMO_REQUEST_URL || "/api/demo-requests",
  contact: import.meta.env.VITE_CONTACT_URL || "/api/contact-messages",
};

export const simulateSubmissions = import.meta.env.VITE_FORMS === "simulate";

export type SubmitResult =
  | { ok: true }
  /** 422: what to fix, by field. */
  | { ok: false; failure: "invalid"; errors: Record<string, string> }
  /** 429: too many submissions from this address; try again after this many seconds. */
  | { ok: false; failure: "rate-limited"; retryAfterSeconds: number }
  /** Any other refusal (4xx): retrying the same submission will not help. */
  | { ok: false; failure: "rejected"; status: number }
  /** 5xx, no answer, or no answer in time: the same submission may be retried. */
  | { ok: false; failure: "unavailable" | "network" | "timeout"; status?: number };

/** A random UUID, also where crypto.randomUUID is missing (pages not served over HTTPS). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per submission: sending the same payload again (a
 * retry) reuses the key; a changed payload, or one sent after a success,
 * gets a new one.
 */
export function createSubmissionKeys() {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body: string): string {
      if (current?.body !== body) current = { body, key: newKey() };
      return current.key;
    },
    succeeded() {
      current = undefined;
    },
  };
}

async function errorsOf(response: Response): Promise<Record<string, string>> {
  try {
    const { errors } = (await response.json()) as { errors?: Record<string, string> };
    return errors ?? {};
  } catch {
    return {};
  }
}

export interface SubmitOptions {
  idempotencyKey?: string;
  timeoutMs?: number;
  simulate?: boolean;
  simulatedDelayMs?: number;
}

export async function submitForm(
  endpoint: string,
  payload: unknown,
  {
    idempotencyKey,
    timeoutMs = REQUEST_TIMEOUT_MS,
    simulate = simulateSubmissions,
    simulatedDelayMs = SIMULATED_DELAY_MS,
  }: SubmitOptions = {},
): Promise<SubmitResult> {
  if (simulate) {
    await new Promise((resolve) => setTimeout(resolve, simulatedDelayMs));
    return { ok: true };
  }
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: "omit",
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, failure: timedOut ? "timeout" : "network" };
  }
  if (response.ok) return { ok: true };
  const { status } = response;
  if (status === 422) return { ok: false, failure: "invalid", errors: await errorsOf(response) };
  if (status === 429) {
    const retryAfterSeconds = Number(response.headers.get("Retry-After")) || 60;
    return { ok: false, failure: "rate-limited", retryAfterSeconds };
  }
  if (status >= 500) return { ok: false, failure: "unavailable", status };
  return { ok: false, failure: "rejected", status };
}
