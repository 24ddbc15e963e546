/** Each person's own account: passkeys, sessions, recovery codes (server/routes/admin/account.ts). */
import * as v from "valibot";

import { type AnswerOf, endpoint, isoTime, noContent } from "./endpoint";
import { ceremonyAnswer, credentialId, registrationCeremony } from "./passkey-ceremony";
import { roles } from "./values";

export const account = endpoint({
  method: "GET",
  path: "/account",
  answer: v.object({
    email: v.string(),
    role: v.picklist(roles),
    /** Whether this person gets the daily digest. */
    digest: v.boolean(),
    passkeys: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        createdAt: isoTime,
        lastUsedAt: v.nullable(isoTime),
      }),
    ),
    sessions: v.array(
      v.object({
        id: v.string(),
        device: v.string(),
        createdAt: isoTime,
        lastSeenAt: isoTime,
        current: v.boolean(),
      }),
    ),
    recoveryCodesLeft: v.number(),
  }),
});

export const passkeyOptions = endpoint({
  method: "POST",
  path: "/account/passkeys/options",
  answer: registrationCeremony,
});

export const addPasskey = endpoint({
  method: "POST",
  path: "/account/passkeys",
  body: ceremonyAnswer,
  answer: v.object({ id: v.string() }),
});

export const removePasskey = endpoint({
  method: "DELETE",
  path: "/account/passkeys/:id",
  params: v.object({ id: credentialId }),
  answer: noContent,
});

export const revokeSession = endpoint({
  method: "DELETE",
  path: "/account/sessions/:id",
  params: v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) }),
  answer: noContent,
});

export const replaceRecoveryCodes = endpoint({
  method: "POST",
  path: "/account/recovery-codes",
  answer: v.object({ recoveryCodes: v.array(v.string()) }),
});

export type Account = AnswerOf<typeof account>;
