import { Link } from "react-router";

import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import { loadFromApi } from "../api/route-data";
import { type LeadReport, reportPeriods } from "../api/types";
import { type Description, DescriptionList } from "../components/description-list";
import { PageHeading, PageSection } from "../components/page-heading";
import { ChartLegend, LeadsChart } from "../components/report/leads-chart";
import {
  CampaignsTable,
  DaysTable,
  PagesTable,
  ReportSection,
} from "../components/report/report-tables";
import { pageMeta } from "../console-meta";
import { reportCopy as copy } from "../copy/report";
import { lastDay, longDay, percent, reportPeriod, reportTotals } from "../report-summary";

import type { Route } from "./+types/report";

export const meta = () => pageMeta(copy.title);

/** Owners only: the API refuses anyone else, and the page says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const days = reportPeriod(new URL(request.url).searchParams);
  return loadFromApi<LeadReport>(request, `/report?days=${days}`);
}

/** The periods to choose from, as links: the choice lives in the address. */
function PeriodChoice({ days }: { days: number }) {
  return (
    <nav aria-label={copy.period.label} className="print:hidden">
      <ul className="flex flex-wrap gap-2">
        {reportPeriods.map((period) => (
          <li key={period}>
            <Link
              to={`?days=${period}`}
              aria-current={period === days ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold",
                period === days
                  ? "border-primary bg-primary-soft text-primary"
                  : "border-border-strong text-ink hover:bg-surface-sunken",
              )}
            >
              {fillTemplate(copy.period.choice, { days: period })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Totals({ report }: { report: LeadReport }) {
  const totals = reportTotals(report);
  const { spam } = report;
  const items: Description[] = [
    { term: copy.totals.demo, details: totals.demo },
    { term: copy.totals.contact, details: totals.contact },
    {
      term: copy.totals.spam,
      details: fillTemplate(copy.totals.spamShare, {
        spam: spam.spam,
        total: spam.total,
        share: percent(spam.share),
      }),
    },
  ];
  return (
    <PageSection id="report-totals" title={copy.totals.heading}>
      <DescriptionList items={items} />
    </PageSection>
  );
}

export default function Report({ loaderData: report }: Route.ComponentProps) {
  const { days } = report;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <div className="flex flex-col gap-3">
        <PeriodChoice days={days} />
        <p role="status" className="font-semibold">
          {fillTemplate(copy.period.shown, {
            days,
            from: longDay(report.from),
            to: longDay(lastDay(report)),
          })}
        </p>
      </div>
      <Totals report={report} />
      <ReportSection
        id="report-per-day"
        title={copy.perDay.heading}
        figure={
          <div className="flex break-inside-avoid flex-col gap-3">
            <ChartLegend />
            <div className="max-w-3xl">
              <LeadsChart report={report} />
            </div>
          </div>
        }
        days={days}
        table="days"
        rows={report.perDay.length}
      >
        <DaysTable perDay={report.perDay} />
      </ReportSection>
      <ReportSection
        id="report-pages"
        title={copy.byPage.heading}
        intro={copy.byPage.intro}
        days={days}
        table="pages"
        rows={report.byPage.length}
        empty={copy.byPage.empty}
      >
        <PagesTable byPage={report.byPage} />
      </ReportSection>
      <ReportSection
        id="report-campaigns"
        title={copy.byCampaign.heading}
        intro={copy.byCampaign.intro}
        days={days}
        table="campaigns"
        rows={report.byCampaign.length}
        empty={copy.byCampaign.empty}
      >
        <CampaignsTable byCampaign={report.byCampaign} />
      </ReportSection>
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
