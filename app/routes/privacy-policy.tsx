import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import * as en from "~/content/en/privacy-policy";
import * as es from "~/content/es/privacy-policy";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/privacy-policy";

export const loader = pageLoader("/privacy-policy", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { privacyPolicy, privacyPolicyIntro } = loaderData.copy;
  return (
    <>
      <PageHero {...privacyPolicyIntro} />
      <LegalDocument {...privacyPolicy} />
    </>
  );
}
