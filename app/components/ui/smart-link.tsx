import type { ComponentProps } from "react";
import { Link } from "react-router";

import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/lib/use-site";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * Site paths go through the router (client-side navigation, prefetch on
 * intent) and stay in the page's language: content writes "/pricing", a
 * Spanish page links to "/es/pricing". In-page anchors, mailto:, tel: and
 * other sites stay plain anchors.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  const locale = useLocale();
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={localizedPath(href, locale)} prefetch="intent" {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
