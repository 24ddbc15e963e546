import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/for-families";
import * as es from "~/content/es/for-families";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/for-families";

export const loader = pageLoader("/for-families", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function ForFamiliesPage({ loaderData }: Route.ComponentProps) {
  const {
    familyBenefits,
    familyBenefitsSection,
    familyFeatures,
    familyFeaturesSection,
    familySteps,
    familyStepsSection,
    forFamiliesCta,
    forFamiliesIntro,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...forFamiliesIntro} />
      <Section intro={familyStepsSection} tone="muted">
        <Steps steps={familySteps} />
      </Section>
      <Section intro={familyFeaturesSection}>
        <IconCardGrid items={familyFeatures} />
      </Section>
      <Section intro={familyBenefitsSection} tone="muted" align="start">
        <BenefitList items={familyBenefits} />
      </Section>
      <CtaBanner {...forFamiliesCta} />
    </>
  );
}
