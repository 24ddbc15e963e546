/**
 * Images in entries: uploaded through the console, kept in the
 * database and served under /media/. The name is content-addressed and
 * carries the size, `<20 hex of sha256>-<width>x<height>.<ext>`, so the same
 * file uploaded twice is one image, its address never changes what it
 * shows (cached for a year), and the Markdown renderer knows its width and
 * height from the address alone, at build time as in the server.
 */

export const MEDIA_PREFIX = "/media/";

/** The four kinds of image an entry may show, by their file extension. No SVG: it can carry script. */
export const mediaTypes = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
} as const;
export type MediaExtension = keyof typeof mediaTypes;

const NAME = /^([0-9a-f]{20})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(png|jpg|webp|gif)$/;

export interface MediaName {
  name: string;
  width: number;
  height: number;
  contentType: string;
}

/** What a media name says of its image, or undefined when it is not one of ours. */
export function parseMediaName(name: string): MediaName | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, , width, height, extension] = match;
  return {
    name,
    width: Number(width),
    height: Number(height),
    contentType: mediaTypes[extension as MediaExtension],
  };
}

/** The image an address in Markdown shows, when it is one of the site's own: `/media/<name>`. */
export function mediaOfPath(src: string): MediaName | undefined {
  return src.startsWith(MEDIA_PREFIX) ? parseMediaName(src.slice(MEDIA_PREFIX.length)) : undefined;
}

/** The name an image is stored and served under. */
export function mediaName(
  sha256Hex: string,
  width: number,
  height: number,
  extension: MediaExtension,
): string {
  return `${sha256Hex.slice(0, 20)}-${width}x${height}.${extension}`;
}
