/**
 * HTTP behaviour of the production server, defined once: build/serve.json
 * for `npm start` (serve), and build/client/_headers for static hosts that
 * read that format (Netlify, Cloudflare Pages).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

type Header = { key: string; value: string };

export const securityHeaders: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/** Fingerprinted build output never changes under the same name. */
const immutable: Header = { key: "Cache-Control", value: "public, max-age=31536000, immutable" };
/** Pages and unhashed files: always ask the server whether they changed. */
const revalidate: Header = { key: "Cache-Control", value: "no-cache" };

export function serveConfig() {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: "**", headers: [...securityHeaders, revalidate] },
      { source: "assets/**", headers: [immutable] },
    ],
  };
}

export function netlifyHeaders(): string {
  const lines = (headers: Header[]) => headers.map(({ key, value }) => `  ${key}: ${value}`);
  return [
    "/*",
    ...lines([...securityHeaders, revalidate]),
    "/assets/*",
    ...lines([immutable]),
    "",
  ].join("\n");
}

export async function writeServerConfig(clientDir: string): Promise<void> {
  await writeFile(
    path.join(clientDir, "..", "serve.json"),
    `${JSON.stringify(serveConfig(), null, 2)}\n`,
  );
  await writeFile(path.join(clientDir, "_headers"), netlifyHeaders());
}
