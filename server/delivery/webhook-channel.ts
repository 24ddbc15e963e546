/**
 * Leads to a webhook as JSON, signed per the Standard Webhooks
 * specification: webhook-id (the delivery's id, the receiver's
 * deduplication key), webhook-timestamp and webhook-signature.
 */
import { Webhook } from "standardwebhooks";

import type { WebhookChannelConfig } from "../config";
import { type DeliveryChannel, DeliveryFailure } from "./channel";
import { sourceForReceivers } from "./lead-summary";

const TIMEOUT_MS = 10_000;

export function webhookChannel({ url, secret }: WebhookChannelConfig): DeliveryChannel {
  const signer = new Webhook(secret);
  return {
    name: "webhook",
    async send({ id, lead }) {
      const sentAt = new Date();
      const body = JSON.stringify({
        type: "lead.created",
        timestamp: sentAt.toISOString(),
        data: {
          id: lead.id,
          type: lead.type,
          receivedAt: lead.receivedAt.toISOString(),
          locale: lead.locale,
          ...lead.fields,
          source: sourceForReceivers(lead),
        },
      });
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "webhook-id": id,
            "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
            "webhook-signature": signer.sign(id, sentAt, body),
          },
          body,
          redirect: "error",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
      } catch (error) {
        const name = (error as Error).name;
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        throw new DeliveryFailure(name === "TimeoutError" ? "timeout" : (cause ?? "network error"));
      }
      if (!response.ok) throw new DeliveryFailure(`HTTP ${response.status}`);
      return "sent";
    },
    close: () => {},
  };
}
