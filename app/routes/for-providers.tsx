import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { IconTileList } from "~/components/sections/icon-tile-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/for-providers";
import * as es from "~/content/es/for-providers";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/for-providers";

export const loader = pageLoader("/for-providers", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function ForProvidersPage({ loaderData }: Route.ComponentProps) {
  const {
    benefitsSection,
    forProvidersCta,
    forProvidersIntro,
    getListedSection,
    getListedSteps,
    providerBenefits,
    providerTools,
    providerToolsSection,
    providerTypes,
    providerTypesSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...forProvidersIntro} />
      <Section intro={providerTypesSection}>
        <IconTileList items={providerTypes} />
      </Section>
      <Section intro={providerToolsSection} tone="muted">
        <IconCardGrid items={providerTools} />
      </Section>
      <Section intro={benefitsSection} align="start">
        <BenefitList items={providerBenefits} />
      </Section>
      <Section id="get-listed" intro={getListedSection} tone="muted">
        <Steps steps={getListedSteps} />
      </Section>
      <CtaBanner {...forProvidersCta} />
    </>
  );
}
