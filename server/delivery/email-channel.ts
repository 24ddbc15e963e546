/**
 * Leads by email over SMTP (nodemailer): a plain-text summary to the
 * addresses routing chose when the lead came in (LEADS_EMAIL_TO for leads
 * queued before routing existed), one Message-ID per delivery.
 */
import type { SendMailOptions, Transporter } from "nodemailer";

import type { EmailChannelConfig } from "../config";
import { type DeliveryChannel, DeliveryFailure } from "./channel";
import { leadSubject, leadSummary } from "./lead-summary";

const TIMEOUT_MS = 10_000;

/** An SMTP failure as a code, never its text (which can quote addresses). */
export function smtpFailure(error: unknown): DeliveryFailure {
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  return new DeliveryFailure(responseCode ? `SMTP ${responseCode}` : (code ?? "SMTP error"));
}

/**
 * An SMTP transport that loads nodemailer with its first message: a server
 * may send none for hours, and an idle one does not carry it.
 */
export function smtpTransport(smtpUrl: string) {
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: TIMEOUT_MS,
        greetingTimeout: TIMEOUT_MS,
        socketTimeout: TIMEOUT_MS,
      }),
    ));
  return {
    sendMail: async (message: SendMailOptions) => (await opened()).sendMail(message),
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** Stable per delivery: a repeat after a crash can be recognised and dropped. */
export const messageId = (deliveryId: string, from: string) =>
  `<${deliveryId}@${from.split("@")[1] ?? "localhost"}>`;

export function emailChannel({ smtpUrl, to, from }: EmailChannelConfig): DeliveryChannel {
  const transport = smtpTransport(smtpUrl);
  return {
    name: "email",
    async send({ id, lead, recipients }) {
      try {
        await transport.sendMail({
          from,
          to: recipients ?? [to],
          replyTo: lead.fields.email,
          subject: leadSubject(lead),
          text: leadSummary(lead),
          messageId: messageId(id, from),
        });
      } catch (error) {
        throw smtpFailure(error);
      }
      return "sent";
    },
    close: () => transport.close(),
  };
}
