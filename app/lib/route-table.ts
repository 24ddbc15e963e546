/**
 * The one routes table. It feeds the route config (app/routes.ts), pre-rendering
 * (react-router.config.ts), page metadata, the footer, sitemap.xml and the
 * all-routes browser tests, in every language. Adding a page: one row here,
 * its name, title and description in app/content/<language>/pages.ts, one
 * module in app/routes/<slug>.tsx and its copy in app/content/<language>/.
 *
 * Imported by build tooling under plain Node, so it must stay free of JSX and
 * of anything Vite-specific.
 */
export type FooterGroup = "Product" | "Solutions" | "Support" | "Company" | "Legal";

export interface PageEntry {
  /** The English path; every other language puts its prefix in front (/es/pricing). */
  path: string;
  footerGroup?: FooterGroup;
  /**
   * Reached only as the outcome of something (a form sent without
   * JavaScript): left out of the sitemap and search, marked noindex.
   */
  unlisted?: boolean;
}

export const pages = [
  { path: "/" },
  { path: "/features", footerGroup: "Product" },
  { path: "/pricing", footerGroup: "Product" },
  { path: "/security", footerGroup: "Product" },
  { path: "/integrations", footerGroup: "Product" },
  { path: "/for-states", footerGroup: "Solutions" },
  { path: "/for-providers", footerGroup: "Solutions" },
  { path: "/for-families", footerGroup: "Solutions" },
  { path: "/api", footerGroup: "Solutions" },
  { path: "/help-center", footerGroup: "Support" },
  { path: "/documentation", footerGroup: "Support" },
  { path: "/contact", footerGroup: "Support" },
  { path: "/status", footerGroup: "Support" },
  { path: "/status/history" },
  { path: "/about", footerGroup: "Company" },
  { path: "/blog", footerGroup: "Company" },
  { path: "/careers", footerGroup: "Company" },
  { path: "/press", footerGroup: "Company" },
  { path: "/privacy-policy", footerGroup: "Legal" },
  { path: "/terms-of-service", footerGroup: "Legal" },
  { path: "/cookie-policy", footerGroup: "Legal" },
  { path: "/accessibility", footerGroup: "Legal" },
  { path: "/school-lunch", footerGroup: "Solutions" },
  { path: "/esa", footerGroup: "Solutions" },
  { path: "/search" },
  { path: "/contact/sent", unlisted: true },
  { path: "/contact/not-sent", unlisted: true },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]["path"];

/** Where the contact form, posted without JavaScript, leads. */
export const contactConfirmationPaths = {
  sent: "/contact/sent",
  notSent: "/contact/not-sent",
} as const satisfies Record<string, PagePath>;

/** Pages a visitor can find on their own: in the sitemap and in search. */
export const listedPages = pages.filter((page: PageEntry) => !page.unlisted);

/** The site search; its page alone may run WebAssembly (Pagefind). */
export const SEARCH_PATH = "/search" satisfies PagePath;

/** Pre-rendered and copied to 404.html so any static host can serve it. */
export const NOT_FOUND_PATH = "/404";

/**
 * The owners' console: rendered in the browser, never pre-rendered, never
 * listed. The server answers this path and every path under it with the
 * console's shell.
 */
export const CONSOLE_PATH = "/admin";

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
}

export const footerGroups: readonly FooterGroup[] = [
  "Product",
  "Solutions",
  "Support",
  "Company",
  "Legal",
];

export function getPage(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No routes-table entry for ${path}`);
  return page;
}

/** The route module that renders a path: "/" → routes/home.tsx, "/for-states" → routes/for-states.tsx. */
export function routeFileFor(path: string): string {
  return `routes/${path === "/" ? "home" : path.slice(1)}.tsx`;
}
