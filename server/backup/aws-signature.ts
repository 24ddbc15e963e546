/**
 * AWS Signature Version 4 for S3 requests (the "Authorization" header form),
 * with node:crypto: a canonical request, the string to sign, a key derived
 * from the secret for the day, region and service, and the header.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */
import { createHash, createHmac } from "node:crypto";

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const sha256Hex = (body: Buffer | string) => createHash("sha256").update(body).digest("hex");

const hmac = (key: Buffer | string, text: string) =>
  createHmac("sha256", key).update(text).digest();

/** RFC 3986 encoding as AWS wants it: everything but A-Z a-z 0-9 - _ . ~ (and "/" in paths). */
export function awsEncode(text: string, keepSlash = false): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? "/" : "%2F");
}

/** 20261126T170500Z */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The headers that sign a request to `url` (its path already encoded, its
 * query in `url.searchParams`), for a body whose SHA-256 is `payloadHash`.
 */
export function signedHeaders(
  { method, url, payloadHash }: { method: string; url: URL; payloadHash: string },
  credentials: AwsCredentials,
  now = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": date,
  };
  const names = Object.keys(headers).sort();
  const query = [...url.searchParams]
    .map(([name, value]) => `${awsEncode(name)}=${awsEncode(value)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = ["s3", "aws4_request"].reduce(
    hmac,
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
  );
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}
