import { useRouteLoaderData } from "react-router";

import type { SiteData } from "./site-data.server";

/** The root loader's data: site chrome and the demo dialog's copy, in the page's language. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>("root");
  if (!data) throw new Error("The root loader's data is missing");
  return data;
}
