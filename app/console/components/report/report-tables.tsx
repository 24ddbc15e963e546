import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { apiUrl } from "../../api/client";
import {
  type ConversionCounts,
  type LeadReport,
  type ReportPeriod,
  report,
} from "~/lib/console-api/report";
import { reportCopy } from "../../copy/report";
import { mediumDayParts, percent } from "../../report-summary";
import { Cell, DataTable, RowHeader } from "../data-table";
import { Missing } from "../lead/lead-values";
import { PageSection } from "../page-heading";
import { type Column, ResponsiveTable } from "../responsive-table";

import { type SortValue, useSortedRows } from "./sort-rows";

export type ReportTable = "days" | "pages" | "campaigns" | "referrers";
export type PageLanguages = "apart" | "together";

/** One table of the report as a CSV file: a same-origin link carries the session. */
function CsvLink({
  days,
  table,
  languages,
}: {
  days: ReportPeriod;
  table: ReportTable;
  languages?: PageLanguages;
}) {
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 self-start print:hidden">
      <a
        href={apiUrl(report, {
          query: { days: `${days}`, format: "csv", table, ...(languages && { languages }) },
        })}
        download
      >
        {reportCopy.csv.link}
        <span className="sr-only"> {reportCopy.csv[table]}</span>
      </a>
    </Button>
  );
}

interface ReportSectionProps {
  id: string;
  title: string;
  intro?: string;
  /** What goes before the table (the chart). */
  figure?: ReactNode;
  days: ReportPeriod;
  table: ReportTable;
  /** The pages table: each language apart or both together, as shown. */
  languages?: PageLanguages;
  /** What goes between the intro and the table (a choice of view). */
  choice?: ReactNode;
  /** How many rows its table has; none: the `empty` sentence instead, and no download. */
  rows: number;
  empty?: string;
  children: ReactNode;
}

/** One part of the report: what it counts, its CSV, and its table (or why there is none). */
export function ReportSection({
  id,
  title,
  intro,
  figure,
  days,
  table,
  languages,
  choice,
  rows,
  empty,
  children,
}: ReportSectionProps) {
  return (
    <PageSection id={id} title={title}>
      {intro && <p className="max-w-3xl text-ink-muted">{intro}</p>}
      {figure}
      {choice}
      {rows > 0 && <CsvLink days={days} table={table} languages={languages} />}
      <div className="max-w-5xl">{rows > 0 || !empty ? children : <p>{empty}</p>}</div>
    </PageSection>
  );
}

const numberCell = "tabular-nums";
const { conversionColumns, sort } = reportCopy;

/** "Nov 24, 2026"; on a phone "Nov 24", as the chart's title already names the period's years. */
function DayOfPeriod({ date }: { date: string }) {
  const [day, year] = mediumDayParts(date);
  return (
    <time dateTime={date}>
      {day}
      <span className="max-sm:hidden">{year}</span>
    </time>
  );
}

type DayRow = LeadReport["perDay"][number];

const count = (header: string, valueOf: (row: DayRow) => number): Column<DayRow> => ({
  header,
  className: numberCell,
  cell: valueOf,
});

const dayColumns = (() => {
  const { columns } = reportCopy.perDay;
  return [
    {
      header: columns.day,
      namesRow: true,
      className: "whitespace-nowrap",
      cell: (day) => <DayOfPeriod date={day.date} />,
    },
    count(columns.visits, (day) => day.visits),
    count(columns.visitors, (day) => day.visitors),
    count(columns.demo, (day) => day.demo),
    count(columns.contact, (day) => day.contact),
    count(columns.spam, (day) => day.spam),
    count(columns.bots, (day) => day.bots),
    count(columns.speculative, (day) => day.speculative),
  ] satisfies Column<DayRow>[];
})();

/** Every day of the period, oldest first: the charts' numbers; on a phone each day is a card. */
export function DaysTable({ perDay }: Pick<LeadReport, "perDay">) {
  return (
    <ResponsiveTable
      id="report-days"
      caption={reportCopy.perDay.caption}
      columns={dayColumns}
      rows={perDay}
      rowKey={(day) => day.date}
      cardsBelow="md"
    />
  );
}

/** The sort keys of the columns every conversion table ends with. */
const conversionSortKeys: ((row: ConversionCounts) => SortValue)[] = [
  (row) => row.visits,
  (row) => row.visitors,
  (row) => row.leads,
  (row) => row.conversion,
];

/** Visits, visitors, leads and conversion: the columns every conversion table ends with. */
function conversionColumnsOf<Row extends ConversionCounts>(): Column<Row>[] {
  return [
    { header: conversionColumns.visits, className: numberCell, cell: (row) => row.visits },
    { header: conversionColumns.visitors, className: numberCell, cell: (row) => row.visitors },
    { header: conversionColumns.leads, className: numberCell, cell: (row) => row.leads },
    {
      header: conversionColumns.conversion,
      className: numberCell,
      cell: (row) => (row.conversion === null ? <Missing /> : percent(row.conversion)),
    },
  ];
}

type PageRow = LeadReport["byPage"][number];

const pageColumns: Column<PageRow>[] = [
  {
    header: reportCopy.byPage.columns.page,
    namesRow: true,
    className: "font-normal",
    cell: (row) =>
      row.page === "unknown" ? (
        <>
          {reportCopy.byPage.unknown}{" "}
          <span className="text-ink-muted">{reportCopy.byPage.unknownWhy}</span>
        </>
      ) : (
        <span className="font-mono break-all">{row.page}</span>
      ),
  },
  ...conversionColumnsOf<PageRow>(),
];

/** Pages, sortable by any column; on a phone each page is a card, in the order chosen. */
export function PagesTable({ rows }: { rows: PageRow[] }) {
  const { sorted, sorting } = useSortedRows(
    rows,
    [(row: PageRow) => row.page, ...conversionSortKeys],
    sort.action,
  );
  return (
    <ResponsiveTable
      id="report-pages"
      caption={reportCopy.byPage.caption}
      columns={pageColumns}
      rows={[...sorted]}
      rowKey={(row) => row.page}
      cardsBelow="md"
      sorting={sorting}
    />
  );
}

type CampaignRow = LeadReport["byCampaign"][number];

const campaignColumns: Column<CampaignRow>[] = [
  {
    header: reportCopy.byCampaign.columns.campaign,
    namesRow: true,
    className: "font-normal",
    cell: (row) => row.campaign,
  },
  { header: reportCopy.byCampaign.columns.source, cell: (row) => row.source ?? <Missing /> },
  { header: reportCopy.byCampaign.columns.medium, cell: (row) => row.medium ?? <Missing /> },
  ...conversionColumnsOf<CampaignRow>(),
];

/** Campaigns can be long words: on a phone each is a card. */
export function CampaignsTable({ byCampaign }: Pick<LeadReport, "byCampaign">) {
  const { sorted, sorting } = useSortedRows(
    byCampaign,
    [
      (row: CampaignRow) => row.campaign,
      (row: CampaignRow) => row.source,
      (row: CampaignRow) => row.medium,
      ...conversionSortKeys,
    ],
    sort.action,
  );
  return (
    <ResponsiveTable
      id="report-campaigns"
      caption={reportCopy.byCampaign.caption}
      columns={campaignColumns}
      rows={[...sorted]}
      rowKey={(row) => `${row.campaign}\u0000${row.source}\u0000${row.medium}`}
      cardsBelow="md"
      sorting={sorting}
    />
  );
}

type ReferrerRow = LeadReport["byReferrer"][number];

export function ReferrersTable({ byReferrer }: Pick<LeadReport, "byReferrer">) {
  const copy = reportCopy.byReferrer;
  const { sorted, sorting } = useSortedRows(
    byReferrer,
    [(row: ReferrerRow) => row.host, (row) => row.visits, (row) => row.visitors],
    sort.action,
  );
  return (
    <DataTable
      id="report-referrers"
      caption={copy.caption}
      columns={[copy.columns.site, conversionColumns.visits, conversionColumns.visitors]}
      sorting={sorting}
    >
      {sorted.map((row) => (
        <tr key={row.host}>
          <RowHeader className="font-normal break-all">{row.host}</RowHeader>
          <Cell className={numberCell}>{row.visits}</Cell>
          <Cell className={numberCell}>{row.visitors}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}
