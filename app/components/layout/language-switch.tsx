import { useLocation, useMatches } from "react-router";

import { type Locale, localeOfPath, localizedPath, locales, unlocalizedPath } from "~/lib/i18n";

/** The languages a page's loader says it exists in (entries), if it says. */
function languagesOf(loaderData: unknown): readonly Locale[] | undefined {
  if (!loaderData || typeof loaderData !== "object" || !("languages" in loaderData))
    return undefined;
  return loaderData.languages as readonly Locale[];
}

/**
 * The same page in the other language, as a plain link: a full page load
 * (the header, footer and dialog change language too), no script needed,
 * nothing remembered. An unknown path's 404 leads to the other language's
 * home page instead.
 */
export function LanguageSwitch({ label }: { label: string }) {
  // Pre-rendered as "/pricing/" (pricing/index.html); the page's one address has no slash.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  const matches = useMatches();
  const isNotFound = matches.some((match) => match.id === "routes/not-found");
  const current = localeOfPath(pathname);
  const other = locales.find((locale) => locale !== current) ?? current;
  // An entry written in one language only has no page in the other to switch to.
  const languages = matches.map((match) => languagesOf(match.loaderData)).find(Boolean);
  if (languages && !languages.includes(other)) return null;
  const target = localizedPath(isNotFound ? "/" : unlocalizedPath(pathname), other);
  return (
    <a
      href={target}
      lang={other}
      hrefLang={other}
      className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-ink underline-offset-4 hover:bg-surface-sunken hover:underline"
    >
      {label}
    </a>
  );
}
