import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import islandsEntry from "virtual:islands-entry";

import { pageHydrates } from "~/lib/islands/hydration";
import { PrerenderContext } from "~/lib/islands/page-scripts";

/** The server renders published entries from its database through this (server/publishing/page-renderer.ts). */
export { setContentSource } from "~/lib/publishing/collections.server";
/** …and the status pages from its status records (server/status/status-pages.ts). */
export { setStatusSnapshot } from "~/site/status-source.server";

/**
 * Runs at build time to pre-render each page, and in the server to render a
 * page published from the console (server/publishing). Waiting for the whole
 * tree (allReady) writes complete HTML with no streaming placeholders. A page
 * that does not hydrate whole (see lib/islands/hydration.ts) gets none of the
 * router's data: root renders its islands entry instead of the router's scripts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  const spaFallback = routerContext.isSpaMode;
  const context = pageHydrates(handles, spaFallback)
    ? routerContext
    : { ...routerContext, serverHandoffStream: undefined };
  const stream = await renderToReadableStream(
    <PrerenderContext value={{ islandsEntry, spaFallback }}>
      <ServerRouter context={context} url={request.url} />
    </PrerenderContext>,
    {
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status });
}
