import { useId } from "react";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { JobListingLabels, JobOpening } from "~/content/types";

export function JobListings({
  jobs,
  labels,
}: {
  jobs: readonly JobOpening[];
  labels: JobListingLabels;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.title} className="flex">
          <JobCard job={job} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

function JobCard({ job, labels }: { job: JobOpening; labels: JobListingLabels }) {
  const titleId = useId();
  const facts = [
    { term: labels.location, value: job.location },
    { term: labels.type, value: job.type },
  ];
  return (
    <article className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <Badge className="self-start">{job.department}</Badge>
      <h3 id={titleId} className="text-xl font-semibold text-ink">
        {job.title}
      </h3>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(({ term, value }) => (
          <div key={term} className="flex gap-1">
            <dt className="text-ink-muted">{term}:</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex-1 leading-relaxed text-ink-muted">{job.summary}</p>
      <Button asChild className="self-start">
        {/* The link text is shared by every card; the role's title describes which one. */}
        <a href={job.applyHref} aria-describedby={titleId}>
          {labels.apply}
        </a>
      </Button>
    </article>
  );
}
