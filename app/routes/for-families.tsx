import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
  familyBenefits,
  familyBenefitsSection,
  familyFeatures,
  familyFeaturesSection,
  familySteps,
  familyStepsSection,
  forFamiliesCta,
  forFamiliesIntro,
} from "~/content/for-families";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-families");

export default function ForFamiliesPage() {
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
