/** Signing in and out of the console, and who is signed in (server/routes/admin/sign-in.ts). */
import * as v from "valibot";

import { type AnswerOf, email, endpoint, noContent } from "./endpoint";
import { ceremonyAnswer, signInCeremony } from "./passkey-ceremony";
import { roles } from "./values";

export const signedInUser = v.object({ email: v.string(), role: v.picklist(roles) });

const signInAnswer = v.object({ user: signedInUser, viaRecoveryCode: v.boolean() });

export const backupAlerts = ["drill failed", "archive behind"] as const;

export const signInOptions = endpoint({
  method: "POST",
  path: "/sign-in/options",
  answer: signInCeremony,
});

export const signInWithPasskey = endpoint({
  method: "POST",
  path: "/sign-in/passkey",
  body: ceremonyAnswer,
  answer: signInAnswer,
});

export const signInWithRecoveryCode = endpoint({
  method: "POST",
  path: "/sign-in/recovery-code",
  body: v.object({ email, code: v.pipe(v.string(), v.maxLength(40)) }),
  answer: signInAnswer,
});

export const signOut = endpoint({ method: "POST", path: "/sign-out", answer: noContent });

export const signOutEverywhere = endpoint({
  method: "POST",
  path: "/sign-out-everywhere",
  answer: noContent,
});

/** Who is signed in; for those who read leads the deliveries' health, for owners the backups'. */
export const me = endpoint({
  method: "GET",
  path: "/me",
  answer: v.object({
    user: signedInUser,
    viaRecoveryCode: v.boolean(),
    deliveries: v.optional(v.object({ pending: v.number(), failed: v.number() })),
    backupAlert: v.optional(v.picklist(backupAlerts)),
  }),
});

export type SignInAnswer = AnswerOf<typeof signInWithPasskey>;
export type Me = AnswerOf<typeof me>;
