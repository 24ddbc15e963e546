import { Outlet } from "react-router";

import type { RouteHandle } from "~/lib/islands/hydration";

import { ConsoleErrorBoundary } from "../components/page-error";

/** Every console route renders in the browser and hydrates whole. */
export const handle: RouteHandle = { hydrate: true };

export default function ConsoleShell() {
  return <Outlet />;
}

export { ConsoleErrorBoundary as ErrorBoundary };
