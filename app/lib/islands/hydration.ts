/**
 * Which pages hydrate whole. Content pages do not: they are complete HTML
 * with islands (see start-islands.ts). A route that must run entirely in
 * the browser (the owners' console) says so in its handle,
 * `export const handle: RouteHandle = { hydrate: true }`, and so does the
 * SPA fallback, the shell React Router pre-renders for routes that are not
 * pre-rendered themselves.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function pageHydrates(matchedHandles: readonly unknown[], spaFallback: boolean): boolean {
  return (
    spaFallback ||
    matchedHandles.some(
      (handle) =>
        typeof handle === "object" && handle !== null && (handle as RouteHandle).hydrate === true,
    )
  );
}

/**
 * React Router renders the SPA fallback at build time from a request with
 * this header; the root loader gives that document none of the public site's
 * chrome, as the console has its own.
 */
const SPA_FALLBACK_HEADER = "X-React-Router-SPA-Mode";

export function isSpaFallbackRequest(request: Request): boolean {
  return request.headers.get(SPA_FALLBACK_HEADER) === "yes";
}
