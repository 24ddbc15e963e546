import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { JobListings } from "~/components/sections/job-listings";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import * as en from "~/content/en/careers";
import * as es from "~/content/es/careers";
import { pageLoader } from "~/lib/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/careers";

export const loader = pageLoader("/careers", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const {
    benefitsSection,
    careerBenefits,
    careersCta,
    careersIntro,
    hiringSection,
    hiringSteps,
    jobListingLabels,
    jobOpenings,
    openingsSection,
    workPrinciples,
    workSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...careersIntro} />
      <Section id="open-positions" intro={openingsSection}>
        <JobListings jobs={jobOpenings} labels={jobListingLabels} />
      </Section>
      <Section intro={workSection} tone="muted">
        <IconCardGrid items={workPrinciples} columns={2} />
      </Section>
      <Section intro={benefitsSection}>
        <div className="mx-auto max-w-4xl">
          <BenefitList items={careerBenefits} />
        </div>
      </Section>
      <Section intro={hiringSection} tone="muted">
        <Steps steps={hiringSteps} />
      </Section>
      <CtaBanner {...careersCta} />
    </>
  );
}
