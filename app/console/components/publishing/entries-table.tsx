import { Link } from "react-router";

import type { EntrySummary } from "~/lib/console-api/entries";
import { collectionLabels, entriesCopy, languageLabels, statusLabels } from "../../copy/publishing";
import { displayTitle } from "../../entry-form";
import { entryPath } from "../../paths";
import { DateTime } from "../date-time";
import { type Column, ResponsiveTable } from "../responsive-table";

const { columns } = entriesCopy;

/** The entries, the most recently changed first; on a phone each is a card. */
export function EntriesTable({ entries }: { entries: EntrySummary[] }) {
  const entryColumns: Column<EntrySummary>[] = [
    {
      header: columns.title,
      namesRow: true,
      cell: (entry) => (
        <Link
          to={entryPath(entry.id)}
          className="inline-flex min-h-11 min-w-11 items-center text-primary underline underline-offset-2 lg:min-h-0 lg:min-w-0"
        >
          {displayTitle(entry.title)}
        </Link>
      ),
    },
    { header: columns.kind, cell: (entry) => collectionLabels[entry.collection] },
    { header: columns.status, cell: (entry) => statusLabels[entry.status] },
    {
      header: columns.languages,
      cell: (entry) => entry.languages.map((locale) => languageLabels[locale]).join(", "),
    },
    {
      header: columns.changed,
      className: "xl:whitespace-nowrap",
      cell: (entry) => <DateTime iso={entry.updatedAt} />,
    },
    {
      header: columns.scheduled,
      cell: (entry) =>
        entry.publishAt ? <DateTime iso={entry.publishAt} /> : entriesCopy.notScheduled,
    },
  ];
  if (entries.length === 0) return <p>{entriesCopy.empty}</p>;
  return (
    <ResponsiveTable
      id="entries"
      caption={entriesCopy.caption}
      columns={entryColumns}
      rows={entries}
      rowKey={(entry) => entry.id}
      cardsBelow="lg"
    />
  );
}
