import { type FooterGroup, footerGroups, getPage, pages } from "./route-table";

export interface NavLink {
  label: string;
  href: string;
}

/**
 * The header's links. Section anchors are written as "/#id" so they work
 * from every page, not only from Home.
 */
export const mainNav: readonly NavLink[] = [
  { label: getPage("/school-lunch").label, href: "/school-lunch" },
  { label: getPage("/esa").label, href: "/esa" },
  { label: "Features", href: "/#features" },
  { label: "Solutions", href: "/#solutions" },
  { label: "Compliance", href: "/#compliance" },
  { label: "Support", href: "/#support" },
];

/** Footer columns, in spec order, straight from the routes table. */
export const footerNav: readonly { group: FooterGroup; links: NavLink[] }[] = footerGroups.map(
  (group) => ({
    group,
    links: pages
      .filter((page) => "footerGroup" in page && page.footerGroup === group)
      .map((page) => ({ label: page.label, href: page.path })),
  }),
);
