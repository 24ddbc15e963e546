import { Button } from "~/components/ui/button";
import { fillCounted, fillTemplate } from "~/lib/template";

import { apiUrl } from "../../api/client";
import type { ReportPeriod } from "~/lib/console-api/report";
import {
  type SearchMissList,
  type SearchMissReport,
  searchMissReport,
} from "~/lib/console-api/search-misses";
import type { Locale } from "~/lib/forms/rules";
import { helpCenterCopy as copy } from "../../copy/help-center";
import { Cell, DataTable, RowHeader } from "../data-table";
import { PageSection } from "../page-heading";

/** Both languages' lists as one CSV file: a same-origin link carries the session. */
export function SearchMissCsvLink({ days }: { days: ReportPeriod }) {
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 self-start print:hidden">
      <a href={apiUrl(searchMissReport, { query: { days: `${days}`, format: "csv" } })} download>
        {copy.csv.link}
        <span className="sr-only"> {copy.csv.what}</span>
      </a>
    </Button>
  );
}

/** How many searches of how many queries a list counts, how many it shows, and those without words. */
function ListTotals({ list }: { list: SearchMissList }) {
  const { totals } = copy;
  const searches = fillCounted(totals.searches, list.searches - list.others);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>
        {fillCounted(totals.queries, list.distinctQueries, { searches })}
        {list.distinctQueries > list.queries.length &&
          ` ${fillTemplate(totals.shown, { shown: list.queries.length })}`}
      </p>
      {list.others > 0 && (
        <p className="text-ink-muted">{fillCounted(totals.others, list.others)}</p>
      )}
    </div>
  );
}

/** One language and outcome: its queries, most searched first, or why there are none. */
function SearchMissTable({ list, language }: { list: SearchMissList; language: string }) {
  const outcome = copy.outcomes[list.outcome];
  const id = `search-misses-${list.locale}-${list.outcome}`;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="text-lg font-semibold">
          {outcome.heading}
        </h3>
        <p className="text-ink-muted">{outcome.meaning}</p>
      </div>
      {list.searches === 0 ? (
        <p>{outcome.empty}</p>
      ) : (
        <>
          <ListTotals list={list} />
          {list.queries.length > 0 && (
            <DataTable
              id={`${id}-table`}
              caption={fillTemplate(outcome.caption, { language })}
              columns={[copy.columns.query, copy.columns.searches]}
            >
              {list.queries.map((row) => (
                <tr key={row.query}>
                  <RowHeader className="font-normal [overflow-wrap:anywhere]">
                    {row.query}
                  </RowHeader>
                  <Cell className="text-right tabular-nums">{row.searches}</Cell>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </section>
  );
}

/** A language's two lists, side by side on a wide screen. */
export function SearchMissLanguage({
  locale,
  report,
}: {
  locale: Locale;
  report: SearchMissReport;
}) {
  const language = copy.languages[locale];
  return (
    <PageSection id={`search-misses-${locale}`} title={language}>
      <div className="grid max-w-5xl gap-8 lg:grid-cols-2">
        {report.lists
          .filter((list) => list.locale === locale)
          .map((list) => (
            <SearchMissTable key={list.outcome} list={list} language={language} />
          ))}
      </div>
    </PageSection>
  );
}
