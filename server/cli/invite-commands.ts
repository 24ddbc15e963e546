/** The command's `invite`: a link that makes a console account, or every open one to an address withdrawn. */
import * as v from "valibot";

import { appendAudit, commandLine } from "../audit/audit-log";
import {
  INVITATION_HOURS,
  createInvitation,
  invitationPath,
  withdrawInvitations,
} from "../auth/invitations";
import { roles } from "../db/schema";
import { eraseQuery } from "../leads/export-query";
import { checked } from "./command-input";
import type { Task, Verb } from "./verbs";

const invitationRequest = v.object({
  email: v.pipe(v.string("an email address"), v.trim(), v.email("an email address")),
  role: v.picklist(roles, "owner, viewer or editor"),
});

function invite(request: v.InferOutput<typeof invitationRequest>): Task {
  return ({ config, withDatabase }) =>
    withDatabase(async ({ db }) => {
      const { token } = await db.transaction(async (tx) => {
        const created = await createInvitation(tx, request);
        await appendAudit(tx, {
          actor: commandLine,
          action: "invited",
          subject: created.invitation.id,
          details: { email: request.email.toLowerCase(), role: request.role },
        });
        return created;
      });
      process.stdout.write(`${config.console.publicOrigin}${invitationPath(token)}\n`);
      return {
        ok: true,
        note: `Send this link to ${request.email} (${request.role}); it works once, for ${INVITATION_HOURS} hours.`,
      };
    });
}

function withdraw(email: string): Task {
  return ({ withDatabase }) =>
    withDatabase(async ({ db }) => {
      const withdrawn = await db.transaction((tx) =>
        withdrawInvitations(tx, { email }, commandLine),
      );
      return withdrawn.length === 0
        ? { ok: false, note: `${email} has no open invitation.` }
        : { ok: true, note: `Withdrew ${withdrawn.length} invitation(s) to ${email}.` };
    });
}

export const inviteVerb: Verb = {
  summary: "Print a link that makes a console account, or withdraw the open ones to an address.",
  usage: ["--email <address> --role owner|viewer|editor", "--withdraw <address>"],
  options: {
    email: { type: "string", value: "<address>", help: "whom the link is for" },
    role: {
      type: "string",
      value: "owner|viewer|editor",
      help: "what the account may do in the console",
    },
    withdraw: {
      type: "string",
      value: "<address>",
      help: "withdraw every open invitation to <address> instead",
    },
  },
  example: "brightway invite --email owner@example.org --role owner",
  notes: `The link goes to standard output; it works once, for ${INVITATION_HOURS} hours.`,
  read(values) {
    if (values.withdraw !== undefined)
      return withdraw(checked(eraseQuery, { email: values.withdraw }).email);
    return invite(checked(invitationRequest, { email: values.email, role: values.role }));
  },
};
