import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { defaultLocale, localizedPath, publishedLocales } from "./lib/i18n";
import { pages, routeFileFor } from "./lib/route-table";

/** Every page in every published language; one module renders a page in all of them. */
const pageRoutes = publishedLocales.flatMap((locale) =>
  pages.map((page) => {
    const file = routeFileFor(page.path);
    if (locale !== defaultLocale) {
      return route(localizedPath(page.path, locale), file, { id: `${locale}${page.path}` });
    }
    return page.path === "/" ? index(file) : route(page.path, file);
  }),
);

export default [
  ...pageRoutes,
  // Any other path, including the pre-rendered 404 pages.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
