/**
 * The root loader's data: what every page shows around its own content
 * (header, footer, shared labels) and what the Request Demo dialog says,
 * in the language of the page's URL. Built at pre-render time, so each page
 * carries only its own language.
 */
import * as enForms from "~/content/en/forms";
import * as enChrome from "~/content/en/site-chrome";
import * as esForms from "~/content/es/forms";
import * as esChrome from "~/content/es/site-chrome";
import type { LinkGroup } from "~/content/types";

import type { Locale, Localized } from "~/lib/i18n";
import { pageText } from "./page-meta";
import { footerGroups, pages } from "~/lib/route-table";

const chromes: Localized<typeof enChrome> = { "en-US": enChrome, "es-US": esChrome };
const forms: Localized<typeof enForms> = { "en-US": enForms, "es-US": esForms };

/** The footer's link groups, from the routes table, in the page's language. */
export function footerColumns(locale: Locale): LinkGroup[] {
  const { groups } = chromes[locale].siteChrome.footer;
  return footerGroups.map((group) => ({
    title: groups[group],
    links: pages
      .filter((page) => "footerGroup" in page && page.footerGroup === group)
      .map((page) => ({ label: pageText(page.path, locale).label, href: page.path })),
  }));
}

export function siteData(locale: Locale) {
  const { siteChrome } = chromes[locale];
  const { demoRequest, demoRequestMessages, submitProblem } = forms[locale];
  return {
    locale,
    chrome: siteChrome,
    footerColumns: footerColumns(locale),
    demoRequest: { copy: demoRequest, messages: demoRequestMessages, problems: submitProblem },
  };
}

export type SiteData = ReturnType<typeof siteData>;
