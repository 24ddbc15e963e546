/** What every passkey ceremony sends and answers, whichever resource it belongs to. */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import * as v from "valibot";

/**
 * A WebAuthn credential id: at most 1023 bytes (WebAuthn Level 3), base64url without padding,
 * so at most 1364 characters. It names a passkey in paths and keys the sign-in throttle.
 */
export const credentialId = v.pipe(v.string(), v.regex(/^[\w-]{1,1364}$/));

/**
 * A browser's WebAuthn answer: checked by @simplewebauthn on the server, only its shape and its
 * ids here; the whole answer's size is bounded by its route's body limit. The console sends
 * what @simplewebauthn/browser gives it.
 */
const checkedIds = v.looseObject({ id: credentialId, rawId: v.optional(credentialId) });
export const ceremonyAnswer = v.object({
  ceremony: v.pipe(v.string(), v.uuid()),
  response: v.custom<AuthenticationResponseJSON | RegistrationResponseJSON>((value) =>
    v.is(checkedIds, value),
  ),
});

/** Options for a ceremony, and the id the server kept its challenge under. */
const ceremony = <Options>() =>
  v.object({ ceremony: v.string(), options: v.custom<Options>(() => true) });

export const signInCeremony = ceremony<PublicKeyCredentialRequestOptionsJSON>();
export const registrationCeremony = ceremony<PublicKeyCredentialCreationOptionsJSON>();
