import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import * as en from "~/content/en/cookie-policy";
import * as es from "~/content/es/cookie-policy";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/cookie-policy";

export const loader = pageLoader("/cookie-policy", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  const { cookiePolicy, cookiePolicyIntro } = loaderData.copy;
  return (
    <>
      <PageHero {...cookiePolicyIntro} />
      <LegalDocument {...cookiePolicy} />
    </>
  );
}
