import type { MetaDescriptor } from "react-router";

import { getPage, type PagePath } from "./route-table";
import { siteConfig } from "./site-config";

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).href;
}

export function documentTitle(path: PagePath): string {
  const { title } = getPage(path);
  return path === "/" ? `${siteConfig.name} | ${title}` : `${title} | ${siteConfig.name}`;
}

/** Title, description, canonical URL and Open Graph tags for a page of the routes table. */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const { description, unlisted } = getPage(path);
  const title = documentTitle(path);
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    ...(unlisted ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
