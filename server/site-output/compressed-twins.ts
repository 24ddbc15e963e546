/**
 * Brotli and gzip twins of a text file (`file.br`, `file.gz`), written once
 * so the server never compresses a file per request: by the build for every
 * built file, by the server for each page it renders again on publishing.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compressible = /\.(html|js|css|svg|xml|txt|json|data)$/;
/** Below this, compression saves less than the headers it adds. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const isCompressible = (file: string) => compressible.test(file);

/**
 * `file.br` and `file.gz` beside a text file worth compressing. Brotli's
 * best (11) by default; pages drawn again within seconds of a change (the
 * status pages) take `brotliQuality` 5: a tenth of the time for a few
 * percent more bytes.
 */
export async function writeCompressedTwins(
  siteDir: string,
  file: string,
  { brotliQuality = 11 } = {},
): Promise<void> {
  const source = path.join(siteDir, file);
  const content = await readFile(source);
  if (content.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${source}.br`, br), writeFile(`${source}.gz`, gz)]);
}
