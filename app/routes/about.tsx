import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProseParagraphs } from "~/components/sections/prose-paragraphs";
import { Section } from "~/components/sections/section";
import { StatRow } from "~/components/sections/stat-row";
import {
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
} from "~/content/about";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/about");

export default function AboutPage() {
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
