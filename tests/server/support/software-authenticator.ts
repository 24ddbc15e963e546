/**
 * A passkey held in software, for tests of the server's WebAuthn handling:
 * an ES256 key pair, "none" attestation, a counter that goes up with each
 * use, answering the options the server sends as a browser would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";

  const coseKey = () => {
    const { x, y } = publicKey.export({ format: "jwk" });
    return Buffer.from(
      isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // EC2
          [3, -7], // ES256
          [-1, 1], // P-256
          [-2, isoBase64URL.toBuffer(String(x))],
          [-3, isoBase64URL.toBuffer(String(y))],
        ]),
      ),
    );
  };
  const authenticatorData = (rpId: string, flags: number, attested?: Buffer) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** Answers registration options (navigator.credentials.create). */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
      userHandle = options.user.id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey()]);
      // User present and verified, attested credential data included.
      const authData = authenticatorData(options.rp.id ?? "", 0x45, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
          attestationObject: b64url(Buffer.from(attestationObject)),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** Answers sign-in options (navigator.credentials.get). */
    signIn(options: { challenge: string; rpId?: string }) {
      const authData = authenticatorData(options.rpId ?? "", 0x05);
      const data = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
