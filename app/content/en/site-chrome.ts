import type { SiteChrome } from "~/content/types";

import { certifications, tagline } from "./organization";

/** What every page shows around its own content: skip link, header, footer, shared labels. */
export const siteChrome: SiteChrome = {
  skipLink: "Skip to main content",
  homeLink: "home",
  header: {
    navLabel: "Main",
    menu: "Menu",
    // Section anchors are written as "/#id" so they work from every page, not only from Home.
    links: [
      { label: "School Lunch", href: "/school-lunch" },
      { label: "ESA", href: "/esa" },
      { label: "Features", href: "/#features" },
      { label: "Solutions", href: "/#solutions" },
      { label: "Compliance", href: "/#compliance" },
      { label: "Support", href: "/#support" },
    ],
    signIn: "Sign In",
    getStarted: "Get Started",
    search: "Search this site",
    otherLanguage: "Español",
    languageNav: "Language",
  },
  footer: {
    navLabel: "Footer",
    tagline,
    groups: {
      Product: "Product",
      Solutions: "Solutions",
      Support: "Support",
      Company: "Company",
      Legal: "Legal",
    },
    rightsReserved: "All rights reserved.",
    certifications,
  },
  error: {
    code: "Error",
    title: "Something went wrong",
    message: "This page could not be shown. Please try again in a moment.",
  },
  returnHome: "Return to Home",
  close: "Close",
  legalDocument: {
    lastUpdated: "Last updated",
    tableOfContents: "Table of contents",
    contents: "Contents",
  },
};
