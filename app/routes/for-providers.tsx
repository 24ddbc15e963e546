import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { IconTileList } from "~/components/sections/icon-tile-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
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
} from "~/content/for-providers";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-providers");

export default function ForProvidersPage() {
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
