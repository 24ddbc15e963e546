/**
 * The confirmation a visitor receives after sending a form, when owners turn
 * confirmations on: in the language of the page, saying what happens next,
 * when to expect an answer and how to reach the team, and never repeating
 * what the visitor typed. At most one per address in 24 hours: the sender
 * claims the address first, so two instances (or two leads sent at once)
 * never confirm it twice; a delivery that loses the claim is skipped.
 */
import { sql } from "drizzle-orm";

import * as en from "~/content/en/confirmation-email";
import * as es from "~/content/es/confirmation-email";
import { type Localized, locales } from "~/lib/i18n";
import { siteConfig } from "~/lib/site-config";

import type { EmailChannelConfig } from "../config";
import type { Db } from "../db/database";
import { confirmationsSent } from "../db/schema";
import { addressHash } from "../leads/lead-repository";
import type { DeliveryChannel } from "./channel";
import { messageId, smtpFailure, smtpTransport } from "./email-channel";
import type { ClaimedDelivery } from "./outbox-repository";

const copy: Localized<typeof en> = { "en-US": en, "es-US": es };

/** Whether this delivery may confirm the address: no other did within 24 hours. */
async function claimAddress(db: Db, address: string, deliveryId: string): Promise<boolean> {
  const claimed = await db
    .insert(confirmationsSent)
    .values({ addressHash: addressHash(address), deliveryId })
    .onConflictDoUpdate({
      target: confirmationsSent.addressHash,
      set: { deliveryId, sentAt: sql`now()` },
      setWhere: sql`${confirmationsSent.sentAt} < now() - interval '24 hours'
        or ${confirmationsSent.deliveryId} = ${deliveryId}`,
    })
    .returning({ deliveryId: confirmationsSent.deliveryId });
  return claimed.length === 1;
}

export function confirmationText({ lead }: Pick<ClaimedDelivery, "lead">) {
  const locale = locales.find((known) => known === lead.locale) ?? "en-US";
  const { confirmationEmail: words } = copy[locale];
  return {
    subject: words.subject[lead.type],
    text: [
      words.greeting,
      words.next[lead.type],
      words.reach[lead.type],
      words.why,
      words.signature,
    ]
      .map((paragraph) => `${paragraph}\n`)
      .join("\n"),
  };
}

export function confirmationChannel(
  db: Db,
  { smtpUrl, from }: EmailChannelConfig,
): DeliveryChannel {
  const transport = smtpTransport(smtpUrl);
  return {
    name: "confirmation",
    async send(delivery) {
      const [address] = delivery.recipients ?? [];
      if (!address || !(await claimAddress(db, address, delivery.id))) return "skipped";
      try {
        await transport.sendMail({
          from,
          to: address,
          replyTo:
            delivery.lead.type === "demo" ? siteConfig.emails.sales : siteConfig.emails.support,
          ...confirmationText(delivery),
          messageId: messageId(delivery.id, from),
          // RFC 3834: an automatic message, so that out-of-office replies stay away.
          headers: { "Auto-Submitted": "auto-generated" },
        });
      } catch (error) {
        throw smtpFailure(error);
      }
      return "sent";
    },
    close: () => transport.close(),
  };
}
