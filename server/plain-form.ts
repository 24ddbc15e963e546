/**
 * The contact form also works without JavaScript: the browser posts it as
 * application/x-www-form-urlencoded and follows a 303 to a pre-rendered page
 * that says what happened (its Back button keeps what was typed).
 */
import type { FastifyReply, FastifyRequest } from "fastify";

import { type Locale, localizedPath } from "~/lib/i18n";
import { contactConfirmationPaths } from "~/lib/route-table";

/** Relative to the /api prefix. */
export const CONTACT_PATH = "/contact-messages";

export const isPlainFormPost = (request: FastifyRequest) =>
  request.method === "POST" &&
  request.url.split("?", 1)[0] === `/api${CONTACT_PATH}` &&
  (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false);

/** To the confirmation page in the language the form was filled in. */
export function plainFormAnswer(reply: FastifyReply, sent: boolean, locale: Locale) {
  const target = sent ? contactConfirmationPaths.sent : contactConfirmationPaths.notSent;
  return reply.redirect(localizedPath(target, locale), 303);
}
