import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { Section } from "~/components/sections/section";
import {
  includedInEveryPlan,
  includedSection,
  plansSection,
  pricingCta,
  pricingFaqSection,
  pricingFaqs,
  pricingIntro,
  pricingPlans,
} from "~/content/pricing";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/pricing");

export default function PricingPage() {
  return (
    <>
      <PageHero {...pricingIntro} />
      <Section intro={plansSection}>
        <PricingPlans plans={pricingPlans} />
      </Section>
      <Section intro={includedSection} tone="muted">
        <BenefitList items={includedInEveryPlan} />
      </Section>
      <Section id="faq" intro={pricingFaqSection}>
        <FaqList items={pricingFaqs} />
      </Section>
      <CtaBanner {...pricingCta} showContact />
    </>
  );
}
