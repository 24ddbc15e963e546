/** What console routes share: checked input, and who is acting. */
import type { FastifyRequest } from "fastify";
import * as v from "valibot";

import type { Actor } from "../../audit/audit-log";
import type { SignedIn } from "../../auth/sessions";

/** Refused with 400 by the error handler; the console's own forms never send such input. */
const badRequest = () => Object.assign(new Error("invalid request"), { statusCode: 400 });

export function input<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest();
  return result.output;
}

/** The person signed in and their session (the route's onRequest check has made sure there are). */
export function sessionOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw Object.assign(new Error("no session"), { statusCode: 401 });
  return request.signedIn;
}

/** The signed-in person, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor & { id: string } {
  const { user } = sessionOf(request);
  return { label: user.email, id: user.id };
}

export const idParam = v.object({ id: v.pipe(v.string(), v.uuid()) });
export const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
/**
 * A WebAuthn credential id: at most 1023 bytes (WebAuthn Level 3), base64url without padding,
 * so at most 1364 characters. It names a passkey in paths and keys the sign-in throttle.
 */
export const credentialId = v.pipe(v.string(), v.regex(/^[\w-]{1,1364}$/));
/**
 * A browser's WebAuthn answer: checked by @simplewebauthn, only its shape and its ids here;
 * the whole answer's size is bounded by its route's body limit (../body-limits.ts).
 */
export const ceremonyAnswer = v.object({
  ceremony: v.pipe(v.string(), v.uuid()),
  response: v.looseObject({ id: credentialId, rawId: v.optional(credentialId) }),
});
