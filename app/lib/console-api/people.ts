/** Who may sign in: people, their roles and open invitations (server/routes/admin/people.ts). */
import * as v from "valibot";

import { type AnswerOf, email, endpoint, idParam, isoTime, noContent } from "./endpoint";
import { roles } from "./values";

const role = v.picklist(roles);

export const people = endpoint({
  method: "GET",
  path: "/people",
  answer: v.object({
    people: v.array(v.object({ id: v.string(), email: v.string(), role, createdAt: isoTime })),
    invitations: v.array(v.object({ id: v.string(), email: v.string(), role, expiresAt: isoTime })),
  }),
});

export const invite = endpoint({
  method: "POST",
  path: "/people/invitations",
  body: v.object({ email, role }),
  answer: v.object({ link: v.string(), expiresAt: isoTime }),
});

export const withdrawInvitation = endpoint({
  method: "DELETE",
  path: "/people/invitations/:id",
  params: idParam,
  answer: noContent,
});

export const changeRole = endpoint({
  method: "POST",
  path: "/people/:id/role",
  params: idParam,
  body: v.object({ role }),
  answer: noContent,
});

export const removePerson = endpoint({
  method: "DELETE",
  path: "/people/:id",
  params: idParam,
  answer: noContent,
});

export type People = AnswerOf<typeof people>;
export type Person = People["people"][number];
export type OpenInvitation = People["invitations"][number];
