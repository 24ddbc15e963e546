/** A way of passing a lead on (email, webhook, confirmation). Failures say why without personal data. */
import type { Channel } from "../db/schema";
import type { ClaimedDelivery } from "./outbox-repository";

export interface DeliveryChannel {
  name: Channel;
  /**
   * Resolves "sent" once the receiver has accepted the lead, "skipped" when
   * it must not be sent after all; throws DeliveryFailure otherwise.
   */
  send: (delivery: ClaimedDelivery) => Promise<"sent" | "skipped">;
  close: () => void;
}

export class DeliveryFailure extends Error {
  /** e.g. "HTTP 503", "timeout", "SMTP 550", "ECONNREFUSED": safe to store and log. */
  constructor(readonly reason: string) {
    super(reason);
  }
}
