import { AccountSnapshot } from "~/components/sections/account-snapshot";
import { ActionButton } from "~/components/sections/action-button";
import { AudienceCards } from "~/components/sections/audience-cards";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/home";
import * as es from "~/content/es/home";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";
import { homeStructuredData } from "~/site/structured-data";

import type { Route } from "./+types/home";

/** Home also tells search engines who we are, and how to send a query to the site search. */
export const loader = pageLoader("/", { "en-US": en, "es-US": es }, (_copy, locale) =>
  homeStructuredData(locale),
);
export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
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
  } = loaderData.copy;
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
      <CtaBanner {...homeCta} />
    </>
  );
}
