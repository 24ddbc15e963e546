import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/pricing";
import * as es from "~/content/es/pricing";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";
import { faqPage } from "~/site/structured-data";

import type { Route } from "./+types/pricing";

export const loader = pageLoader("/pricing", { "en-US": en, "es-US": es }, (copy) => [
  faqPage(copy.pricingFaqs),
]);
export const meta = metaFromLoader;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const {
    includedInEveryPlan,
    includedSection,
    plansSection,
    pricingCta,
    pricingFaqSection,
    pricingFaqs,
    pricingIntro,
    pricingPlans,
    popularPlanLabel,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...pricingIntro} />
      <Section intro={plansSection}>
        <PricingPlans plans={pricingPlans} popularLabel={popularPlanLabel} />
      </Section>
      <Section intro={includedSection} tone="muted">
        <BenefitList items={includedInEveryPlan} />
      </Section>
      <Section id="faq" intro={pricingFaqSection}>
        <FaqList items={pricingFaqs} />
      </Section>
      <CtaBanner {...pricingCta} />
    </>
  );
}
