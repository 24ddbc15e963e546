import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { defaultLocale, localizedPath, publishedLocales } from "./lib/i18n";
import { pages, routeFileFor } from "./lib/route-table";

/** Pages made from the Markdown collections, and their feeds. */
const collectionRoutes = [
  { path: "/blog/:slug", file: "routes/blog-post.tsx" },
  { path: "/blog/category/:category", file: "routes/blog-category.tsx" },
  { path: "/blog/feed.xml", file: "routes/feed.tsx" },
  { path: "/press/:slug", file: "routes/press-release.tsx" },
  { path: "/press/feed.xml", file: "routes/feed.tsx" },
  { path: "/careers/:slug", file: "routes/job-posting.tsx" },
];

/** Every page in every published language; one module renders a page in all of them. */
const localizedRoutes = publishedLocales.flatMap((locale) => [
  ...pages.map((page) => {
    const file = routeFileFor(page.path);
    if (locale !== defaultLocale) {
      return route(localizedPath(page.path, locale), file, { id: `${locale}${page.path}` });
    }
    return page.path === "/" ? index(file) : route(page.path, file);
  }),
  ...collectionRoutes.map(({ path, file }) =>
    route(localizedPath(path, locale), file, { id: `${locale}${path}` }),
  ),
]);

export default [
  ...localizedRoutes,
  // Any other path, including the pre-rendered 404 pages.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
