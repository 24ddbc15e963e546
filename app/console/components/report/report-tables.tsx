import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { apiUrl } from "../../api/client";
import type { LeadReport } from "../../api/types";
import { reportCopy } from "../../copy/report";
import { mediumDayParts } from "../../report-summary";
import { Cell, DataTable, RowHeader } from "../data-table";
import { Missing } from "../lead/lead-values";
import { PageSection } from "../page-heading";
import { type Column, ResponsiveTable } from "../responsive-table";

export type ReportTable = "days" | "pages" | "campaigns";

/** One table of the report as a CSV file: a same-origin link carries the session. */
function CsvLink({ days, table }: { days: number; table: ReportTable }) {
  const query = new URLSearchParams({ days: String(days), format: "csv", table });
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 self-start print:hidden">
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
  rows,
  empty,
  children,
}: ReportSectionProps) {
  return (
    <PageSection id={id} title={title}>
      {intro && <p className="max-w-3xl text-ink-muted">{intro}</p>}
      {figure}
      {rows > 0 && <CsvLink days={days} table={table} />}
      <div className="max-w-3xl">{rows > 0 || !empty ? children : <p>{empty}</p>}</div>
    </PageSection>
  );
}

const numberCell = "tabular-nums";

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

/** Every day of the period, oldest first: the chart's numbers. */
export function DaysTable({ perDay }: Pick<LeadReport, "perDay">) {
  const { columns, columnsOnPhones, caption } = reportCopy.perDay;
  return (
    <DataTable
      id="report-days"
      caption={caption}
      columns={[
        columns.day,
        { name: columns.demo, onPhones: columnsOnPhones.demo },
        { name: columns.contact, onPhones: columnsOnPhones.contact },
        columns.spam,
      ]}
    >
      {perDay.map((day) => (
        <tr key={day.date}>
          <RowHeader className="font-normal whitespace-nowrap">
            <DayOfPeriod date={day.date} />
          </RowHeader>
          <Cell className={numberCell}>{day.demo}</Cell>
          <Cell className={numberCell}>{day.contact}</Cell>
          <Cell className={numberCell}>{day.spam}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

export function PagesTable({ byPage }: Pick<LeadReport, "byPage">) {
  const copy = reportCopy.byPage;
  return (
    <DataTable
      id="report-pages"
      caption={copy.caption}
      columns={[copy.columns.page, copy.columns.leads]}
    >
      {byPage.map((row) => (
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
          <Cell className={numberCell}>{row.leads}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

type CampaignRow = LeadReport["byCampaign"][number];

const campaignColumns: Column<CampaignRow>[] = [
  { header: reportCopy.byCampaign.columns.campaign, namesRow: true, cell: (row) => row.campaign },
  { header: reportCopy.byCampaign.columns.source, cell: (row) => row.source ?? <Missing /> },
  { header: reportCopy.byCampaign.columns.medium, cell: (row) => row.medium ?? <Missing /> },
  { header: reportCopy.byCampaign.columns.leads, className: numberCell, cell: (row) => row.leads },
];

/** Campaigns can be long words: on a phone each is a card. */
export function CampaignsTable({ byCampaign }: Pick<LeadReport, "byCampaign">) {
  const copy = reportCopy.byCampaign;
  return (
    <ResponsiveTable
      id="report-campaigns"
      caption={copy.caption}
      columns={campaignColumns}
      rows={byCampaign}
      rowKey={(row) => `${row.campaign}\u0000${row.source}\u0000${row.medium}`}
      cardsBelow="sm"
    />
  );
}
