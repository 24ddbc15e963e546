import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureDetailGrid } from "~/components/sections/feature-detail-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
  audienceLinks,
  audiencesSection,
  coreFeatures,
  coreFeaturesSection,
  featuresCta,
  featuresIntro,
  howItWorksSection,
  howItWorksSteps,
} from "~/content/features";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/features");

export default function FeaturesPage() {
  return (
    <>
      <PageHero {...featuresIntro} />
      <Section intro={coreFeaturesSection}>
        <FeatureDetailGrid items={coreFeatures} />
      </Section>
      <Section intro={howItWorksSection} tone="muted">
        <Steps steps={howItWorksSteps} />
      </Section>
      <Section intro={audiencesSection}>
        <LinkCardGrid items={audienceLinks} />
      </Section>
      <CtaBanner {...featuresCta} />
    </>
  );
}
