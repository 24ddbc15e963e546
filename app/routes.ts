import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

import { SIGNED_IN_ROUTE_ID, openPages, signedInPages } from "./console/paths";

import { type Locale, defaultLocale, localizedPath, publishedLocales } from "./lib/i18n";
import { collectionPaths } from "./lib/publishing/site-paths.server";
import { pages, routeFileFor } from "./lib/route-table";
import { STATUS_FEED_PATH } from "./lib/status/status-paths";

/** Pages made from the Markdown collections, and their feeds. */
const collectionRoutes = [
  { path: "/blog/:slug", file: "routes/blog-post.tsx" },
  { path: "/blog/category/:category", file: "routes/blog-category.tsx" },
  { path: "/blog/feed.xml", file: "routes/feed.tsx" },
  { path: "/press/:slug", file: "routes/press-release.tsx" },
  { path: "/press/feed.xml", file: "routes/feed.tsx" },
  { path: "/careers/:slug", file: "routes/job-posting.tsx" },
];

/** The status page's feed of incidents, drawn again by the server as they change. */
const statusRoutes = [{ path: STATUS_FEED_PATH, file: "routes/status-feed.tsx" }];

/**
 * A route of entries ("/careers/:slug") exists only while it has a published page: once every
 * job has closed, nothing would pre-render it and the build would refuse the route.
 */
function hasPublishedPages(routePath: string, locale: Locale): boolean {
  const prefix = routePath.split(":")[0] ?? routePath;
  return (
    !routePath.includes(":") || collectionPaths(locale).some(({ path }) => path.startsWith(prefix))
  );
}

/** Every page in every published language; one module renders a page in all of them. */
const localizedRoutes = publishedLocales.flatMap((locale) => [
  ...pages.map((page) => {
    const file = routeFileFor(page.path);
    if (locale !== defaultLocale) {
      return route(localizedPath(page.path, locale), file, { id: `${locale}${page.path}` });
    }
    return page.path === "/" ? index(file) : route(page.path, file);
  }),
  ...statusRoutes.map(({ path, file }) =>
    route(localizedPath(path, locale), file, { id: `${locale}${path}` }),
  ),
  ...collectionRoutes
    .filter(({ path }) => hasPublishedPages(path, locale))
    .map(({ path, file }) => route(localizedPath(path, locale), file, { id: `${locale}${path}` })),
]);

/** The owners' console: rendered in the browser, never pre-rendered, English only. */
const consoleRoute = (name: string, { path, module }: { path: string; module: string }) =>
  route(path, `console/routes/${module}`, { id: `console-${name}` });

const consoleRoutes = route(openPages.signIn.path, "console/routes/console-shell.tsx", [
  index(`console/routes/${openPages.signIn.module}`, { id: "console-signIn" }),
  consoleRoute("invitation", openPages.invitation),
  consoleRoute("signOut", openPages.signOut),
  layout(
    "console/routes/signed-in.tsx",
    { id: SIGNED_IN_ROUTE_ID },
    Object.entries(signedInPages).map(([name, page]) => consoleRoute(name, page)),
  ),
]);

export default [
  ...localizedRoutes,
  consoleRoutes,
  // Any other path, including the pre-rendered 404 pages.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
