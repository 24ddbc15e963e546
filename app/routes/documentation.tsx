import { GuideOverviewGrid } from "~/components/sections/guide-overview-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { documentationIntro, guides, guidesSection } from "~/content/documentation";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/documentation");

export default function DocumentationPage() {
  return (
    <>
      <PageHero {...documentationIntro} />
      <Section intro={guidesSection}>
        <GuideOverviewGrid guides={guides} />
      </Section>
    </>
  );
}
