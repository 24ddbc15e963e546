import { data } from "react-router";

import { ActionRow } from "~/components/sections/action-button";
import { ArrowLink } from "~/components/sections/arrow-link";
import { ArticleBody } from "~/components/sections/article-body";
import { ArticleHero } from "~/components/sections/article-hero";
import { FactList } from "~/components/sections/fact-list";
import { Container } from "~/components/ui/container";
import { CheckList } from "~/components/ui/check-list";
import { formatLongDate } from "~/lib/dates";
import { localeOfRequest } from "~/lib/i18n";
import { contactHref } from "~/lib/inquiry";
import { documentMeta, titleWithBrand } from "~/site/page-meta";
import { entryLanguages, findEntry } from "~/lib/publishing/collections.server";
import { careersCopy, crumbsTo, salaryRange } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import { mailto, siteConfig } from "~/lib/site-config";
import { breadcrumbList, jobPosting } from "~/site/structured-data";
import { fillTemplate } from "~/lib/template";

import type { Route } from "./+types/job-posting";

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const job = findEntry("careers", locale, params.slug);
  if (!job) throw data(null, { status: 404 });
  const languages = entryLanguages("careers", job.slug);
  const copy = careersCopy[locale];
  const labels = copy.jobLabels;
  const { title, description, department, location, employmentType, salary } = job.data;
  const { datePosted, validThrough, responsibilities, qualifications } = job.data;
  const crumbs = crumbsTo(locale, "/careers", { label: title, href: job.path });
  const subject = fillTemplate(labels.applySubject, { title });
  return {
    languages,
    meta: [
      ...documentMeta({
        path: job.path,
        locale,
        title: titleWithBrand(title),
        description,
        languages,
      }),
      jobPosting({
        path: job.path,
        locale,
        title,
        description: job.html,
        datePosted,
        validThrough,
        employmentType,
        remote: location === "remote",
        salary,
      }),
      breadcrumbList(crumbs, locale),
    ],
    crumbs,
    job: {
      title,
      description,
      html: job.html,
      responsibilities,
      qualifications,
      facts: [
        { term: labels.department, value: copy.departmentLabels[department] },
        { term: labels.location, value: copy.locationLabels[location] },
        { term: labels.type, value: copy.employmentTypeLabels[employmentType] },
        { term: labels.salary, value: salaryRange(salary, locale) },
        { term: labels.published, value: formatLongDate(datePosted, locale) },
        { term: labels.closes, value: formatLongDate(validThrough, locale) },
      ],
      applyByEmail: {
        label: labels.applyByEmail,
        href: `${mailto(siteConfig.emails.careers)}?subject=${encodeURIComponent(subject)}`,
      },
      applyByForm: { label: labels.applyByForm, href: contactHref("general") },
    },
    labels,
    benefits: copy.careerBenefits,
  };
}

export const meta = metaFromLoader;

/** One open role: the facts, the work, who we are looking for, what we offer and how to apply. */
export default function JobPostingPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, job, labels, benefits } = loaderData;
  const sections = [
    { id: "responsibilities", title: labels.responsibilities, items: job.responsibilities },
    { id: "qualifications", title: labels.qualifications, items: job.qualifications },
    { id: "benefits", title: labels.benefits, items: benefits },
  ];
  return (
    <>
      <ArticleHero
        breadcrumbLabel={labels.breadcrumb}
        crumbs={crumbs}
        title={job.title}
        intro={job.description}
        facts={<FactList facts={job.facts} className="mt-2" />}
      />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        <ArticleBody html={job.html} className="mx-auto w-full" />
        {sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="mx-auto flex w-full max-w-3xl flex-col gap-4"
          >
            <h2 id={section.id} className="text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            <CheckList items={section.items} size="lg" />
          </section>
        ))}
        <section
          aria-labelledby="how-to-apply"
          className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-2xl bg-surface-muted p-6 sm:p-8"
        >
          <h2 id="how-to-apply" className="text-2xl font-bold tracking-tight">
            {labels.howToApply}
          </h2>
          <p className="leading-relaxed text-ink-muted">{labels.applyIntro}</p>
          <ActionRow actions={[job.applyByEmail]} size="md" />
          <ArrowLink {...job.applyByForm} />
        </section>
      </Container>
    </>
  );
}
