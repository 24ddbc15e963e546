/** Who a rate limit counts: the sign-in throttle and every per-address limit of the server. */
import { isIPv6 } from "node:net";

/**
 * The client as rate limits see it: an IPv4 address, or an IPv6 address's
 * /64, the block one household or machine usually holds whole.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
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
