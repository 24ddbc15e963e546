import type { ComponentProps } from "react";

import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/lib/use-locale";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * A link that stays in the page's language: content writes "/pricing", a
 * Spanish page links to "/es/pricing". In-page anchors, mailto:, tel: and
 * other sites are left as written. Every link is a plain one: the page
 * behind it is prerendered on hover (lib/speculation-rules.ts), not routed
 * in the browser.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  return (
    <a href={localizedPath(href, useLocale())} {...props}>
      {children}
    </a>
  );
}
