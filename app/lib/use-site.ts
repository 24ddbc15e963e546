import { useLocation, useRouteLoaderData } from "react-router";

import { localeOfPath } from "./i18n";
import type { SiteData } from "./site-data.server";

/** The language of the page being shown, from its URL. */
export function useLocale() {
  return localeOfPath(useLocation().pathname);
}

/** The root loader's data: site chrome and the demo dialog's copy, in the page's language. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>("root");
  if (!data) throw new Error("The root loader's data is missing");
  return data;
}
