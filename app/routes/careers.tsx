import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EntryList } from "~/components/sections/entry-list";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { localeOfRequest } from "~/lib/i18n";
import { pageData } from "~/site/page-loader.server";
import { careersCopy, jobSummaries } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/careers";

export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/careers", careersCopy);
  return { ...page, jobs: jobSummaries(localeOfRequest(args.request)) };
}

export const meta = metaFromLoader;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const {
    benefitsSection,
    careerBenefits,
    careersCta,
    careersIntro,
    hiringSection,
    hiringSteps,
    jobLabels,
    noOpenings,
    openingsSection,
    workPrinciples,
    workSection,
  } = loaderData.copy;
  const { jobs } = loaderData;
  return (
    <>
      <PageHero {...careersIntro} />
      <Section id="open-positions" intro={openingsSection}>
        {jobs.length > 0 ? (
          <EntryList
            entries={jobs}
            readMore={jobLabels.readMore}
            readMoreContext={jobLabels.readMoreContext}
          />
        ) : (
          <p className="mx-auto max-w-2xl text-center text-lg text-ink-muted">{noOpenings}</p>
        )}
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
