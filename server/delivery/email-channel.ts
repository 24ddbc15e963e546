/** Leads by email over SMTP (nodemailer): a plain-text summary, one Message-ID per delivery. */
import nodemailer from "nodemailer";

import type { EmailChannelConfig } from "../config";
import { type DeliveryChannel, DeliveryFailure } from "./channel";
import { leadSubject, leadSummary } from "./lead-summary";

const TIMEOUT_MS = 10_000;

/** An SMTP failure as a code, never its text (which can quote addresses). */
function reasonOf(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  if (responseCode) return `SMTP ${responseCode}`;
  return code ?? "SMTP error";
}

export function emailChannel({ smtpUrl, to, from }: EmailChannelConfig): DeliveryChannel {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const domain = from.split("@")[1] ?? "localhost";
  return {
    name: "email",
    async send({ id, lead }) {
      try {
        await transport.sendMail({
          from,
          to,
          replyTo: lead.fields.email,
          subject: leadSubject(lead),
          text: leadSummary(lead),
          // Stable per delivery: a repeat after a crash can be recognised and dropped.
          messageId: `<${id}@${domain}>`,
        });
      } catch (error) {
        throw new DeliveryFailure(reasonOf(error));
      }
    },
    close: () => transport.close(),
  };
}
