/**
 * The build's last step, after pre-rendering: the list of what may be served
 * (build/site-manifest.json, with each page's Content-Security-Policy), the
 * same headers for static hosts (build/client/_headers), and brotli and gzip
 * twins of every text file so the server never compresses a file twice.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";

import {
  bookkeepingFiles,
  formEndpointOrigins,
  inlineScriptHashes,
  pagePolicy,
  staticHostHeaders,
} from "../server/http-policy";
import { publishedLocales } from "../app/lib/i18n";
import {
  CONSOLE_SHELL_FILE,
  MANIFEST_FILE,
  type ManifestEntry,
  notFoundFile,
  policyOfPage,
  type SiteManifest,
  precompressedExtensions,
  urlPathOf,
} from "../server/site-manifest";
import { isCompressible, writeCompressedTwins } from "../server/site-output/compressed-twins";

/** Relative paths of every file in build/client that is part of the site. */
export async function siteFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !bookkeepingFiles.includes(file) &&
        !precompressedExtensions.some((extension) => file.endsWith(extension)),
    )
    .sort();
}

export async function buildSiteManifest(
  clientDir: string,
  files: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<SiteManifest> {
  const endpointOrigins = formEndpointOrigins(env);
  const htmlOf = (file: string) => readFile(path.join(clientDir, file), "utf8");
  const entryFor = async (file: string): Promise<ManifestEntry> => {
    if (!file.endsWith(".html")) return { file };
    return { file, csp: policyOfPage(urlPathOf(file), await htmlOf(file), endpointOrigins) };
  };
  const notFoundFiles = publishedLocales.map((locale) => [locale, notFoundFile(locale)] as const);
  const served = files.filter(
    (file) =>
      file !== CONSOLE_SHELL_FILE && !notFoundFiles.some(([, notFound]) => notFound === file),
  );
  const entries = await Promise.all(
    served.map(async (file) => [urlPathOf(file), await entryFor(file)] as const),
  );
  const notFound = await Promise.all(
    notFoundFiles.map(async ([locale, file]) => [locale, await entryFor(file)] as const),
  );
  // The console talks to this server's API alone, wherever the forms post.
  const consoleShell = files.includes(CONSOLE_SHELL_FILE)
    ? {
        file: CONSOLE_SHELL_FILE,
        csp: pagePolicy(inlineScriptHashes(await htmlOf(CONSOLE_SHELL_FILE)), []),
      }
    : undefined;
  return {
    files: Object.fromEntries(entries),
    notFound: Object.fromEntries(notFound),
    ...(consoleShell ? { consoleShell } : {}),
  };
}

export async function writeServerFiles(
  clientDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const files = await siteFiles(clientDir);
  const manifest = await buildSiteManifest(clientDir, files, env);
  await writeFile(
    path.join(clientDir, "..", MANIFEST_FILE),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  const pageCsp = Object.fromEntries(
    Object.entries(manifest.files).flatMap(([urlPath, { csp }]) => (csp ? [[urlPath, csp]] : [])),
  );
  await writeFile(
    path.join(clientDir, "_headers"),
    staticHostHeaders(Object.keys(manifest.files), pageCsp),
  );
  await Promise.all(
    files.filter(isCompressible).map((file) => writeCompressedTwins(clientDir, file)),
  );
}
