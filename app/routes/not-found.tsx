import { ErrorPanel } from "~/components/sections/error-panel";
import * as en from "~/content/en/not-found";
import * as es from "~/content/es/not-found";
import { localeOfRequest } from "~/lib/i18n";
import { titleWithBrand } from "~/site/page-meta";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/not-found";

/**
 * Pre-rendered once per language (/404, /es/404); the server answers every
 * unknown path with the one of its language, status 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { notFoundContent } = { "en-US": en, "es-US": es }[localeOfRequest(request)];
  return {
    meta: [
      { title: titleWithBrand(notFoundContent.documentTitle) },
      { name: "robots", content: "noindex" },
    ],
    copy: notFoundContent,
  };
}

export const meta = metaFromLoader;

/** The one HTML page answers every unknown path, so the path is read where the page runs. */
const logMissingPath = 'console.error("404: no page at " + window.location.pathname);';

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <ErrorPanel
        code={copy.code}
        title={copy.title}
        message={copy.message}
        homeLabel={copy.returnHome}
      />
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
    </>
  );
}
