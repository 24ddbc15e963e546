import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { pages, routeFileFor } from "./lib/route-table";

export default [
  ...pages.map((page) =>
    page.path === "/" ? index(routeFileFor(page.path)) : route(page.path, routeFileFor(page.path)),
  ),
  // Any other path, including the pre-rendered /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
