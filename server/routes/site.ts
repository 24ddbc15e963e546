/**
 * The pre-rendered site: exactly the paths of the build's manifest, from
 * build/client, with ETag, Last-Modified, 304s and ranges (@fastify/static),
 * brotli or gzip twins chosen by Accept-Encoding, the owners' console's
 * shell for /admin and every path under it (the console renders in the
 * browser), and the 404 page (status 404) for everything else. Other methods
 * than GET and HEAD answer 405.
 */
import fastifyStatic from "@fastify/static";
import path from "node:path";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { isConsolePath } from "~/lib/route-table";

import { consoleShellHeaders, fileHeaders } from "../http-policy";
import { isApiPath, refuse } from "../refusals";
import { unlocalizedPath } from "~/lib/i18n";

import type { LiveFiles } from "../publishing/live-files";
import { type SiteManifest, notFoundEntry, sitePath, urlPathOf } from "../site-manifest";

const ALLOWED_METHODS = "GET, HEAD";

interface SiteOptions {
  clientDir: string;
  manifest: SiteManifest;
  /** The pages rendered from the published entries (server/publishing), once there are any. */
  live?: () => LiveFiles | undefined;
  /** The status pages drawn from the database's records (server/status). */
  statusPages?: () => LiveFiles | undefined;
}

/** Paths under the collections: with live pages, only those the live site has are served. */
function isCollectionPath(pathname: string): boolean {
  return /^\/(blog|press|careers)\//.test(unlocalizedPath(pathname));
}

async function sitePlugin(
  app: FastifyInstance,
  { clientDir, manifest, live, statusPages }: SiteOptions,
) {
  const files = new Map(Object.entries(manifest.files));
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // The file's own type wins over the extension's guess where the policy names one.
    setHeaders(reply: FastifyReply, filePath: string) {
      const root =
        [live?.()?.root, statusPages?.()?.root].find(
          (drawn) => drawn && filePath.startsWith(`${drawn}${path.sep}`),
        ) ?? clientDir;
      const urlPath = urlPathOf(path.relative(root, filePath));
      const type = fileHeaders(urlPath, undefined)["Content-Type"];
      if (type) reply.header("Content-Type", type);
    },
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler(request, reply) {
      const pathname = sitePath(request.url);
      if (pathname === undefined) return refuse(request, reply, 400);
      const statusFiles = statusPages?.();
      const statusPage = statusFiles?.files.get(pathname);
      if (statusFiles && statusPage) {
        return reply
          .headers(fileHeaders(pathname, statusPage.csp))
          .sendFile(statusPage.file, statusFiles.root);
      }
      const liveFiles = live?.();
      const livePage = liveFiles?.files.get(pathname);
      if (liveFiles && livePage) {
        return reply
          .headers(fileHeaders(pathname, livePage.csp))
          .sendFile(livePage.file, liveFiles.root);
      }
      const movedTo = liveFiles?.moved.get(pathname);
      if (movedTo) return reply.redirect(movedTo, 301);
      if (
        liveFiles &&
        (liveFiles.gone.has(pathname) || (isCollectionPath(pathname) && files.has(pathname)))
      ) {
        return notFoundPage(request, reply, 410);
      }
      const entry = files.get(pathname);
      if (entry) return reply.headers(fileHeaders(pathname, entry.csp)).sendFile(entry.file);
      const shell = manifest.consoleShell;
      if (shell && isConsolePath(pathname)) {
        return reply.headers(consoleShellHeaders(shell.csp)).sendFile(shell.file);
      }
      // One address per page: /pricing/ moves to /pricing (only ever to a path we serve).
      const withoutSlash = pathname.replace(/\/+$/, "");
      if (withoutSlash && files.has(withoutSlash)) {
        const query = request.url.slice(request.url.split("?", 1)[0]?.length);
        return reply.redirect(`${withoutSlash}${query}`, 301);
      }
      return reply.callNotFound();
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead && !isApiPath(request.url)) {
      return refuse(request, reply, 405, { Allow: ALLOWED_METHODS });
    }
    if (isApiPath(request.url)) return refuse(request, reply, 404);
    return notFoundPage(request, reply, 404);
  });

  /** The not-found page in the path's language: 404, or 410 for an entry that was unpublished. */
  function notFoundPage(request: FastifyRequest, reply: FastifyReply, status: 404 | 410) {
    const { file, csp } = notFoundEntry(manifest, sitePath(request.url) ?? "/");
    return reply
      .code(status)
      .headers(fileHeaders("/404", csp))
      .sendFile(file, { etag: false, lastModified: false });
  }
}

export default fp(sitePlugin, { name: "site" });
