import type { MetaDescriptor } from "react-router";

import { type Locale, localizedPath } from "./i18n";
import { absoluteUrl } from "./site-config";

/** <link rel="alternate" type="application/atom+xml">, so feed readers find a collection's feed. */
export function feedLink(path: string, title: string, locale: Locale): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title,
    href: absoluteUrl(localizedPath(path, locale)),
  };
}
