import { Link, useSearchParams } from "react-router";

import { fillTemplate } from "~/lib/template";

import { loadFromApi } from "../api/route-data";
import { type AuditEntry, auditLog } from "~/lib/console-api/owner-tools";
import { auditAction, auditDetails, isLeadAction } from "../audit-summary";
import { DateTime } from "../components/date-time";
import { EmailAddress } from "../components/lead/lead-values";
import { PageHeading } from "../components/page-heading";
import { PageLinks } from "../components/page-links";
import { type Column, ResponsiveTable } from "../components/responsive-table";
import { pageMeta } from "../console-meta";
import { auditCopy as copy } from "../copy/owner-tools";
import { leadPath } from "../paths";

import type { Route } from "./+types/audit";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const before = new URL(request.url).searchParams.get("before");
  return loadFromApi(request, auditLog, { query: before ? { before } : {} });
}

const shortId = (id: string) => id.slice(0, 8);

/** What an entry was about: a lead (linked), or the id of a person or an invitation. */
function Subject({ entry }: { entry: AuditEntry }) {
  if (!entry.subject) return null;
  if (isLeadAction(entry.action)) {
    return (
      <Link
        to={leadPath(entry.subject)}
        className="inline-flex min-h-11 items-center text-primary underline underline-offset-2 lg:min-h-0"
      >
        {fillTemplate(copy.subject.lead, { id: shortId(entry.subject) })}
      </Link>
    );
  }
  return (
    <span className="font-mono">
      {fillTemplate(copy.subject.other, { id: shortId(entry.subject) })}
    </span>
  );
}

const { columns } = copy;

/** An entry's card on a phone is titled by what was done. */
const auditColumns: Column<AuditEntry>[] = [
  {
    header: columns.at,
    className: "whitespace-nowrap",
    cell: (entry) => <DateTime iso={entry.at} />,
  },
  {
    header: columns.actor,
    // A share of the table's width: short addresses whole, long ones shortened to fit.
    className: "lg:w-[30%] lg:max-w-0",
    cell: (entry) => <EmailAddress email={entry.actor} />,
  },
  { header: columns.action, namesRow: true, cell: (entry) => auditAction(entry.action) },
  { header: columns.subject, cell: (entry) => <Subject entry={entry} /> },
  { header: columns.details, cell: (entry) => auditDetails(entry) },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, nextBefore } = loaderData;
  const [search] = useSearchParams();
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ResponsiveTable
          id="audit"
          caption={copy.caption}
          columns={auditColumns}
          rows={entries}
          rowKey={(entry) => String(entry.id)}
          cardsBelow="lg"
        />
      )}
      <PageLinks
        label={copy.caption}
        first={search.has("before") ? { to: "?", label: copy.newest } : undefined}
        next={
          nextBefore === undefined ? undefined : { to: `?before=${nextBefore}`, label: copy.older }
        }
      />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
