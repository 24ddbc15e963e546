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
