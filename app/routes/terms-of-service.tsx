import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import * as en from "~/content/en/terms-of-service";
import * as es from "~/content/es/terms-of-service";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/terms-of-service";

export const loader = pageLoader("/terms-of-service", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const { termsOfService, termsOfServiceIntro } = loaderData.copy;
  return (
    <>
      <PageHero {...termsOfServiceIntro} />
      <LegalDocument {...termsOfService} />
    </>
  );
}
