import { useEffect } from "react";
import { useLocation } from "react-router";

import { ErrorPanel } from "~/components/sections/error-panel";
import { notFoundContent } from "~/content/not-found";
import { siteConfig } from "~/lib/site-config";

export const meta = () => [
  { title: `${notFoundContent.documentTitle} | ${siteConfig.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <ErrorPanel
      code={notFoundContent.code}
      title={notFoundContent.title}
      message={notFoundContent.message}
    />
  );
}
