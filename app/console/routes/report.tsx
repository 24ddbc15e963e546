import { useSearchParams } from "react-router";

import { fillTemplate } from "~/lib/template";

import { loadFromApi } from "../api/route-data";
import { type LeadReport, report as reportEndpoint, reportPeriods } from "~/lib/console-api/report";
import { type Description, DescriptionList } from "../components/description-list";
import { Missing } from "../components/lead/lead-values";
import { LinkChoice } from "../components/link-choice";
import { PageHeading, PageSection } from "../components/page-heading";
import { ChartLegend, LeadsChart } from "../components/report/leads-chart";
import {
  CampaignsTable,
  DaysTable,
  type PageLanguages,
  PagesTable,
  ReferrersTable,
  ReportSection,
} from "../components/report/report-tables";
import { VisitsChart, VisitsChartLegend } from "../components/report/visits-chart";
import { pageMeta } from "../console-meta";
import { reportCopy as copy } from "../copy/report";
import { lastDay, longDay, percent, reportPeriod, reportTotals } from "../report-summary";

import type { Route } from "./+types/report";

export const meta = () => pageMeta(copy.title);

/** Owners only: the API refuses anyone else, and the page says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const days = reportPeriod(new URL(request.url).searchParams);
  return loadFromApi(request, reportEndpoint, { query: { days: `${days}` } });
}

const pageLanguages: PageLanguages[] = ["apart", "together"];

/** How the pages table shows the languages (?languages=apart|together), each apart by default. */
function usePageLanguages(): PageLanguages {
  const [search] = useSearchParams();
  return search.get("languages") === "together" ? "together" : "apart";
}

const address = (days: number, languages: PageLanguages) =>
  languages === "apart" ? `?days=${days}` : `?days=${days}&languages=${languages}`;

function CountingExplained({ report }: { report: LeadReport }) {
  const { on, retentionDays } = report.visitCounting;
  return (
    <PageSection id="report-counting" title={copy.counting.heading}>
      {!on && <p className="max-w-3xl font-semibold">{copy.counting.off}</p>}
      <ul className="flex max-w-3xl list-disc flex-col gap-2 pl-5 text-ink-muted">
        {copy.counting.points.map((point) => (
          <li key={point}>{fillTemplate(point, { retention: retentionDays })}</li>
        ))}
      </ul>
    </PageSection>
  );
}

function Totals({ report }: { report: LeadReport }) {
  const totals = reportTotals(report);
  const { spam } = report;
  const leads = totals.demo + totals.contact;
  const items: Description[] = [
    { term: copy.totals.visits, details: totals.visits },
    { term: copy.totals.visitors, details: totals.visitors },
    {
      term: copy.totals.conversion,
      details:
        totals.visitors === 0 ? (
          <Missing />
        ) : (
          fillTemplate(copy.totals.conversionShare, {
            share: percent(leads / totals.visitors),
            leads,
            visitors: totals.visitors,
          })
        ),
    },
    { term: copy.totals.apart, details: totals.apart },
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
  const languages = usePageLanguages();
  const pages = languages === "together" ? report.byPageTogether : report.byPage;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <div className="flex flex-col gap-3">
        <LinkChoice
          label={copy.period.label}
          choices={reportPeriods.map((period) => ({
            to: address(period, languages),
            label: fillTemplate(copy.period.choice, { days: period }),
            current: period === days,
          }))}
        />
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
          <>
            <div className="flex break-inside-avoid flex-col gap-3">
              <VisitsChartLegend />
              <div className="max-w-3xl">
                <VisitsChart report={report} />
              </div>
            </div>
            <div className="flex break-inside-avoid flex-col gap-3">
              <ChartLegend />
              <div className="max-w-3xl">
                <LeadsChart report={report} />
              </div>
            </div>
          </>
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
        languages={languages}
        choice={
          <LinkChoice
            label={copy.byPage.languages.label}
            choices={pageLanguages.map((choice) => ({
              to: address(days, choice),
              label: copy.byPage.languages[choice],
              current: choice === languages,
            }))}
          />
        }
        rows={pages.length}
        empty={copy.byPage.empty}
      >
        <PagesTable key={languages} rows={pages} />
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
      <ReportSection
        id="report-referrers"
        title={copy.byReferrer.heading}
        intro={copy.byReferrer.intro}
        days={days}
        table="referrers"
        rows={report.byReferrer.length}
        empty={copy.byReferrer.empty}
      >
        <ReferrersTable byReferrer={report.byReferrer} />
      </ReportSection>
      <CountingExplained report={report} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
