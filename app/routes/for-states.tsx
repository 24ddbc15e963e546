import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
  benefitsSection,
  capabilitiesSection,
  diligenceLinks,
  diligenceSection,
  forStatesCta,
  forStatesIntro,
  implementationTimeline,
  stateBenefits,
  stateCapabilities,
  timelineSection,
} from "~/content/for-states";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-states");

export default function ForStatesPage() {
  return (
    <>
      <PageHero {...forStatesIntro} />
      <Section intro={capabilitiesSection}>
        <IconCardGrid items={stateCapabilities} />
      </Section>
      <Section intro={benefitsSection} tone="muted">
        <BenefitList items={stateBenefits} />
      </Section>
      <Section id="timeline" intro={timelineSection}>
        <Steps steps={implementationTimeline} />
      </Section>
      <Section intro={diligenceSection} tone="muted">
        <LinkCardGrid items={diligenceLinks} />
      </Section>
      <CtaBanner {...forStatesCta} showContact />
    </>
  );
}
