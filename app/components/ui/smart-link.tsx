import type { ComponentProps } from "react";
import { Link } from "react-router";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * Site paths go through the router (client-side navigation, prefetch on intent);
 * in-page anchors, mailto:, tel: and other sites stay plain anchors.
 */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} prefetch="intent" {...props}>
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
