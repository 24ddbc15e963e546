import type { MetaDescriptor } from "react-router";

import { siteConfig } from "~/lib/site-config";

import { consoleCopy } from "./copy/common";

/** "Inbox · Brightway console": every console page's title; never indexed. */
export function pageMeta(title?: string): MetaDescriptor[] {
  const consoleName = `${siteConfig.name} ${consoleCopy.consoleName}`;
  return [
    { title: title ? `${title} · ${consoleName}` : consoleName },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The shell's head, before any console route has loaded. */
export const consoleShellMeta = pageMeta();
