/** Who a rate limit counts: the sign-in throttle and every per-address limit of the server. */
import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The client as rate limits see it: an IPv4 address, or an IPv6 address's
 * /64, the block one household or machine usually holds whole. Anything
 * else (a trusted proxy's X-Forwarded-For can carry any text) is keyed by
 * its hash, so no key of a rate limit is ever longer than 44 characters.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return `?${createHash("sha256").update(address).digest("base64url")}`;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Array(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = address.includes("::") ? [...headGroups, ...missing, ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}
