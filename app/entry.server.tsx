import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Runs only at build time, to pre-render each page. Waiting for the whole
 * tree (allReady) writes complete HTML with no streaming placeholders, which
 * keeps the inline scripts to React Router's own few.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
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
