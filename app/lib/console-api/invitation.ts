/** Accepting an invitation with a new passkey (server/routes/admin/invitation.ts). */
import * as v from "valibot";

import { type AnswerOf, endpoint, isoTime } from "./endpoint";
import { ceremonyAnswer, registrationCeremony } from "./passkey-ceremony";
import { signedInUser } from "./sign-in";
import { roles } from "./values";

const token = v.object({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) });

export const invitation = endpoint({
  method: "POST",
  path: "/invitation",
  body: token,
  answer: v.object({ email: v.string(), role: v.picklist(roles), expiresAt: isoTime }),
});

export const invitationOptions = endpoint({
  method: "POST",
  path: "/invitation/options",
  body: token,
  answer: registrationCeremony,
});

export const acceptInvitation = endpoint({
  method: "POST",
  path: "/invitation/accept",
  body: v.object({ ...token.entries, ...ceremonyAnswer.entries }),
  answer: v.object({ user: signedInUser, recoveryCodes: v.array(v.string()) }),
});

export type Invitation = AnswerOf<typeof invitation>;
export type Joined = AnswerOf<typeof acceptInvitation>;
