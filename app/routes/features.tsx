import { CtaBanner } from "~/components/sections/cta-banner";
import { FeatureDetailGrid } from "~/components/sections/feature-detail-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/features";
import * as es from "~/content/es/features";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/features";

export const loader = pageLoader("/features", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  const {
    audienceLinks,
    audiencesSection,
    coreFeatures,
    coreFeaturesSection,
    featuresCta,
    featuresIntro,
    howItWorksSection,
    howItWorksSteps,
  } = loaderData.copy;
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
