import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import * as en from "~/content/en/accessibility";
import * as es from "~/content/es/accessibility";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/accessibility";

export const loader = pageLoader("/accessibility", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { accessibilityIntro, accessibilityStatement } = loaderData.copy;
  return (
    <>
      <PageHero {...accessibilityIntro} />
      <LegalDocument {...accessibilityStatement} />
    </>
  );
}
