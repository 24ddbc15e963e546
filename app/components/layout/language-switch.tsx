import { useLocation, useMatches } from "react-router";

import { localeOfPath, localizedPath, locales, unlocalizedPath } from "~/lib/i18n";

/**
 * The same page in the other language, as a plain link: a full page load
 * (the header, footer and dialog change language too), no script needed,
 * nothing remembered. An unknown path's 404 leads to the other language's
 * home page instead.
 */
export function LanguageSwitch({ label }: { label: string }) {
  // Pre-rendered as "/pricing/" (pricing/index.html); the page's one address has no slash.
  const pathname = useLocation().pathname.replace(/(.)\/$/, "$1");
  const isNotFound = useMatches().some((match) => match.id === "routes/not-found");
  const current = localeOfPath(pathname);
  const other = locales.find((locale) => locale !== current) ?? current;
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
