import { createContext, use } from "react";

import type { Locale } from "./i18n";

/**
 * The language of the page being shown: provided by root.tsx while a page is
 * pre-rendered, and by each React island from its props, so components work
 * the same in both without a router.
 */
export const LocaleContext = createContext<Locale | undefined>(undefined);

export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale needs a LocaleContext");
  return locale;
}
