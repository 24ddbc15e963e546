/** Unguessable tokens (session ids, invitation links, recovery codes) and the hashes kept of them. */
import { createHash, randomBytes } from "node:crypto";

export const newToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

/** Only this is stored: a database leak gives no session, invitation or code. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
