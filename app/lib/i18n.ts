/**
 * The site's languages: English at the root, Spanish under /es/, the same
 * slugs in both. A path's language is read from its first segment; nothing
 * else (no cookie, no Accept-Language) decides it.
 */
import { type Locale, locales } from "./forms/rules";

export { type Locale, locales };

export const defaultLocale: Locale = "en-US";

/**
 * One value per language. English sets the shape (it is written first);
 * every other language must match it, so a missing string is a type error.
 */
export type Localized<T> = { [L in Locale]: L extends typeof defaultLocale ? T : NoInfer<T> };

/** The languages visitors can reach: every page exists in each. */
export const publishedLocales: readonly Locale[] = locales;

/** The URL prefix of each language. */
export const localePrefix: Record<Locale, string> = { "en-US": "", "es-US": "/es" };

/** The short code content files use: pricing.en.md, pricing.es.md. */
export const localeFileCode: Record<Locale, string> = { "en-US": "en", "es-US": "es" };

/** Open Graph writes locales with an underscore. */
export const ogLocale: Record<Locale, string> = { "en-US": "en_US", "es-US": "es_US" };

export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es-US" : "en-US";
}

/** A loader's request may be for the page's data file: /es.data is the Spanish home's. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));
}

/**
 * "/pricing" in Spanish → "/es/pricing"; "/" → "/es"; "/#features" → "/es#features".
 * A path already in that language is left as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix[locale];
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOfPath(path.split(/[?#]/, 1)[0] ?? path) === locale) return path;
  if (path === "/") return prefix;
  return /^\/[#?]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** "/es/pricing" → "/pricing": the page's path in the routes table. */
export function unlocalizedPath(pathname: string): string {
  const prefix = localePrefix[localeOfPath(pathname)];
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || "/";
}
