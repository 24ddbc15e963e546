import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { IconTileList } from "~/components/sections/icon-tile-list";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/esa";
import * as es from "~/content/es/esa";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/esa";

export const loader = pageLoader("/esa", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function EsaPage({ loaderData }: Route.ComponentProps) {
  const {
    eligibleUses,
    eligibleUsesSection,
    esaFeatures,
    esaFeaturesSection,
    esaIntro,
    esaNextSteps,
    esaProcess,
    nextStepsSection,
    processSection,
  } = loaderData.copy;
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
