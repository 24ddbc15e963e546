/**
 * Where S3 backups go, as BACKUP_TARGET names it: `s3://bucket/some/prefix`.
 * Read by the settings (server/config.ts) and by the S3 storage itself.
 */
export interface S3Location {
  bucket: string;
  /** Key prefix without slashes at either end; "" for the bucket's top. */
  prefix: string;
}

export const s3Label = ({ bucket, prefix }: S3Location) =>
  `s3://${bucket}${prefix ? `/${prefix}` : ""}`;

/** `s3://bucket/some/prefix` as a location, or undefined when it is not one. */
export function parseS3Url(text: string): S3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!match) return undefined;
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (prefix.split("/").some((part) => part === "." || part === "..")) return undefined;
  return { bucket: match[1] as string, prefix };
}
