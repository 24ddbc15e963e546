import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProseParagraphs } from "~/components/sections/prose-paragraphs";
import { Section } from "~/components/sections/section";
import { StatRow } from "~/components/sections/stat-row";
import * as en from "~/content/en/about";
import * as es from "~/content/es/about";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/about";

export const loader = pageLoader("/about", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const {
    aboutCta,
    aboutIntro,
    aboutStats,
    aboutValues,
    missionParagraphs,
    missionSection,
    statsSection,
    storyParagraphs,
    storySection,
    valuesSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...aboutIntro} />
      <Section intro={missionSection}>
        <ProseParagraphs paragraphs={missionParagraphs} />
      </Section>
      <Section intro={statsSection} tone="muted">
        <StatRow stats={aboutStats} className="mx-auto max-w-4xl lg:justify-between" />
      </Section>
      <Section intro={storySection}>
        <ProseParagraphs paragraphs={storyParagraphs} />
      </Section>
      <Section intro={valuesSection} tone="muted">
        <IconCardGrid items={aboutValues} columns={2} />
      </Section>
      <CtaBanner {...aboutCta} />
    </>
  );
}
