import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/for-states";
import * as es from "~/content/es/for-states";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/for-states";

export const loader = pageLoader("/for-states", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function ForStatesPage({ loaderData }: Route.ComponentProps) {
  const {
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
  } = loaderData.copy;
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
      <CtaBanner {...forStatesCta} />
    </>
  );
}
