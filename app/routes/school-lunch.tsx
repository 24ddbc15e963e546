import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  familyBenefits,
  familyBenefitsSection,
  lunchFeatures,
  lunchFeaturesSection,
  schoolBenefits,
  schoolBenefitsSection,
  schoolLunchCta,
  schoolLunchIntro,
} from "~/content/school-lunch";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/school-lunch");

export default function SchoolLunchPage() {
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
