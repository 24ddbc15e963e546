import { fillTemplate } from "~/lib/template";

import { loadFromApi } from "../api/route-data";
import { reportPeriods } from "~/lib/console-api/report";
import { type SearchMissReport, searchMissReport } from "~/lib/console-api/search-misses";
import { locales } from "~/lib/forms/rules";
import { SearchMissCsvLink, SearchMissLanguage } from "../components/help-center/search-miss-lists";
import { LinkChoice } from "../components/link-choice";
import { PageHeading, PageSection } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { helpCenterCopy as copy } from "../copy/help-center";
import { longDay, reportPeriod } from "../report-summary";

import type { Route } from "./+types/help-center";

export const meta = () => pageMeta(copy.title);

/** Owners and editors: the API refuses viewers, and the page says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const days = reportPeriod(new URL(request.url).searchParams);
  return loadFromApi(request, searchMissReport, { query: { days: `${days}` } });
}

function CountingExplained({ counting }: Pick<SearchMissReport, "counting">) {
  return (
    <PageSection id="search-misses-counting" title={copy.counting.heading}>
      <ul className="flex max-w-3xl list-disc flex-col gap-2 pl-5 text-ink-muted">
        {copy.counting.points.map((point) => (
          <li key={point}>
            {fillTemplate(point, {
              limit: counting.queriesPerDay,
              months: counting.retentionMonths,
            })}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export default function HelpCenter({ loaderData: report }: Route.ComponentProps) {
  const { days } = report;
  const searched = report.lists.some((list) => list.searches > 0);
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <div className="flex flex-col gap-3">
        <LinkChoice
          label={copy.period.label}
          choices={reportPeriods.map((period) => ({
            to: `?days=${period}`,
            label: fillTemplate(copy.period.choice, { days: period }),
            current: period === days,
          }))}
        />
        <p role="status" className="font-semibold">
          {fillTemplate(copy.period.shown, {
            days,
            from: longDay(report.from),
            to: longDay(report.to),
          })}
        </p>
        {searched ? (
          <SearchMissCsvLink days={days} />
        ) : (
          <p className="max-w-3xl">{copy.nothingYet}</p>
        )}
      </div>
      {locales.map((locale) => (
        <SearchMissLanguage key={locale} locale={locale} report={report} />
      ))}
      <CountingExplained counting={report.counting} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
