import { AccountSnapshot } from "~/components/sections/account-snapshot";
import { ActionButton } from "~/components/sections/action-button";
import { AudienceCards } from "~/components/sections/audience-cards";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  accountSnapshot,
  complianceHighlights,
  complianceLink,
  complianceSection,
  featuresSection,
  homeCta,
  homeFeatures,
  homeHero,
  homeSolutions,
  solutionsSection,
  supportLinks,
  supportSection,
} from "~/content/home";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/");

export default function Home() {
  return (
    <>
      <PageHero {...homeHero} aside={<AccountSnapshot snapshot={accountSnapshot} />} />
      <Section id="features" intro={featuresSection}>
        <IconCardGrid items={homeFeatures} />
      </Section>
      <Section id="solutions" intro={solutionsSection} tone="muted">
        <AudienceCards items={homeSolutions} />
      </Section>
      <Section id="compliance" intro={complianceSection}>
        <IconCardGrid items={complianceHighlights} columns={2} />
        <div className="mt-10 flex justify-center">
          <ActionButton action={complianceLink} variant="outline" />
        </div>
      </Section>
      <Section id="support" intro={supportSection} tone="muted">
        <LinkCardGrid items={supportLinks} />
      </Section>
      <CtaBanner {...homeCta} showContact />
    </>
  );
}
