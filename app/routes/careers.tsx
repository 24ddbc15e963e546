import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { JobListings } from "~/components/sections/job-listings";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import {
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
} from "~/content/careers";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/careers");

export default function CareersPage() {
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
