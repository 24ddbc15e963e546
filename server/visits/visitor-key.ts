/**
 * Who is a distinct visitor, without knowing who anyone is: a keyed hash
 * (HMAC-SHA-256) of the address, the user agent and the UTC day, truncated
 * to 32 bits. The key is random, lives only in this process's memory and is
 * replaced when the UTC day changes, so no one can be followed from one day
 * to the next, and nothing written anywhere can be turned back into an
 * address. A restart also replaces it: the day's visitors after a restart
 * are counted afresh.
 */
import { createHmac, randomBytes } from "node:crypto";

/** "2026-11-26": the UTC day of a moment. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

export class DailyVisitorKey {
  private day = "";
  private key = Buffer.alloc(0);

  /** The day's hash of a visitor, and the day it belongs to; a new day brings a new key. */
  hash(address: string, userAgent: string, now: Date): { day: string; visitor: number } {
    const day = utcDay(now);
    if (day !== this.day) {
      this.day = day;
      this.key = randomBytes(32);
    }
    const digest = createHmac("sha256", this.key)
      .update(`${day}\n${address}\n${userAgent}`)
      .digest();
    return { day, visitor: digest.readUInt32LE(0) };
  }
}
