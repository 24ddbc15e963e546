import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { IconTileList } from "~/components/sections/icon-tile-list";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
  eligibleUses,
  eligibleUsesSection,
  esaFeatures,
  esaFeaturesSection,
  esaIntro,
  esaNextSteps,
  esaProcess,
  nextStepsSection,
  processSection,
} from "~/content/esa";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/esa");

export default function EsaPage() {
  return (
    <>
      <PageHero {...esaIntro} />
      <Section intro={esaFeaturesSection}>
        <IconCardGrid items={esaFeatures} />
      </Section>
      <Section id="eligible-uses" intro={eligibleUsesSection} tone="muted">
        <IconTileList items={eligibleUses} />
      </Section>
      <Section id="how-it-works" intro={processSection}>
        <Steps steps={esaProcess} />
      </Section>
      <Section intro={nextStepsSection} tone="muted">
        <LinkCardGrid items={esaNextSteps} />
      </Section>
    </>
  );
}
