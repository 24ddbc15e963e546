/**
 * Speculation Rules: a page of this site starts rendering in the background
 * when a visitor points at a link to it (or presses it, on a touch screen),
 * so following the link shows it at once without a client-side router.
 * Browsers without the feature follow links as they always do.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          // Files, not pages: the API, the search index, the feeds.
          { not: { href_matches: ["/api/*", "/pagefind/*", "/*.xml"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
