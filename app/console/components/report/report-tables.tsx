import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { apiUrl } from "../../api/client";
import type { ConversionCounts, LeadReport } from "../../api/types";
import { reportCopy } from "../../copy/report";
import { mediumDay, percent } from "../../report-summary";
import { Cell, DataTable, RowHeader } from "../data-table";
import { Missing } from "../lead/lead-values";
import { PageSection } from "../page-heading";

import { type SortValue, useSortedRows } from "./sort-rows";

export type ReportTable = "days" | "pages" | "campaigns" | "referrers";
export type PageLanguages = "apart" | "together";

/** One table of the report as a CSV file: a same-origin link carries the session. */
function CsvLink({
  days,
  table,
  languages,
}: {
  days: number;
  table: ReportTable;
  languages?: PageLanguages;
}) {
  const query = new URLSearchParams({
    days: String(days),
    format: "csv",
    table,
    ...(languages ? { languages } : {}),
  });
  return (
    <Button asChild variant="outline" size="sm" className="self-start print:hidden">
      <a href={apiUrl(`/report?${query}`)} download>
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
  days: number;
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

/** Every day of the period, oldest first: the charts' numbers. */
export function DaysTable({ perDay }: Pick<LeadReport, "perDay">) {
  const { columns, caption } = reportCopy.perDay;
  return (
    <DataTable
      id="report-days"
      caption={caption}
      minWidth="wide"
      columns={[
        columns.day,
        columns.visits,
        columns.visitors,
        columns.demo,
        columns.contact,
        columns.spam,
        columns.bots,
        columns.speculative,
      ]}
    >
      {perDay.map((day) => (
        <tr key={day.date}>
          <RowHeader className="font-normal whitespace-nowrap">
            <time dateTime={day.date}>{mediumDay(day.date)}</time>
          </RowHeader>
          {[
            day.visits,
            day.visitors,
            day.demo,
            day.contact,
            day.spam,
            day.bots,
            day.speculative,
          ].map((count, index) => (
            <Cell key={index} className={numberCell}>
              {count}
            </Cell>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/** The sort keys of the columns every conversion table ends with. */
const conversionSortKeys: ((row: ConversionCounts) => SortValue)[] = [
  (row) => row.visits,
  (row) => row.visitors,
  (row) => row.leads,
  (row) => row.conversion,
];

/** Visits, visitors, leads and conversion: the cells every conversion table ends with. */
function ConversionCells({ row }: { row: ConversionCounts }) {
  return (
    <>
      <Cell className={numberCell}>{row.visits}</Cell>
      <Cell className={numberCell}>{row.visitors}</Cell>
      <Cell className={numberCell}>{row.leads}</Cell>
      <Cell className={numberCell}>
        {row.conversion === null ? <Missing /> : percent(row.conversion)}
      </Cell>
    </>
  );
}

const conversionHeaders = [
  conversionColumns.visits,
  conversionColumns.visitors,
  conversionColumns.leads,
  conversionColumns.conversion,
];

type PageRow = LeadReport["byPage"][number];

export function PagesTable({ rows }: { rows: PageRow[] }) {
  const copy = reportCopy.byPage;
  const { sorted, sorting } = useSortedRows(
    rows,
    [(row: PageRow) => row.page, ...conversionSortKeys],
    sort.action,
  );
  return (
    <DataTable
      id="report-pages"
      caption={copy.caption}
      minWidth="medium"
      columns={[copy.columns.page, ...conversionHeaders]}
      sorting={sorting}
    >
      {sorted.map((row) => (
        <tr key={row.page}>
          <RowHeader className="font-normal">
            {row.page === "unknown" ? (
              <>
                {copy.unknown} <span className="text-ink-muted">{copy.unknownWhy}</span>
              </>
            ) : (
              <span className="font-mono break-all">{row.page}</span>
            )}
          </RowHeader>
          <ConversionCells row={row} />
        </tr>
      ))}
    </DataTable>
  );
}

type CampaignRow = LeadReport["byCampaign"][number];

export function CampaignsTable({ byCampaign }: Pick<LeadReport, "byCampaign">) {
  const copy = reportCopy.byCampaign;
  const { columns } = copy;
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
    <DataTable
      id="report-campaigns"
      caption={copy.caption}
      minWidth="wide"
      columns={[columns.campaign, columns.source, columns.medium, ...conversionHeaders]}
      sorting={sorting}
    >
      {sorted.map((row) => (
        <tr key={`${row.campaign}\u0000${row.source}\u0000${row.medium}`}>
          <RowHeader className="font-normal">{row.campaign}</RowHeader>
          <Cell>{row.source ?? <Missing />}</Cell>
          <Cell>{row.medium ?? <Missing />}</Cell>
          <ConversionCells row={row} />
        </tr>
      ))}
    </DataTable>
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
