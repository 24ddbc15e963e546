import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/school-lunch";
import * as es from "~/content/es/school-lunch";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/school-lunch";

export const loader = pageLoader("/school-lunch", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function SchoolLunchPage({ loaderData }: Route.ComponentProps) {
  const {
    familyBenefits,
    familyBenefitsSection,
    lunchFeatures,
    lunchFeaturesSection,
    schoolBenefits,
    schoolBenefitsSection,
    schoolLunchCta,
    schoolLunchIntro,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...schoolLunchIntro} />
      <Section intro={lunchFeaturesSection}>
        <IconCardGrid items={lunchFeatures} />
      </Section>
      <Section id="school-benefits" intro={schoolBenefitsSection} tone="muted" align="start">
        <BenefitList items={schoolBenefits} />
      </Section>
      <Section id="family-benefits" intro={familyBenefitsSection} align="start">
        <BenefitList items={familyBenefits} />
      </Section>
      <CtaBanner {...schoolLunchCta} />
    </>
  );
}
