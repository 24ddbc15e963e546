import { Link, useSearchParams } from "react-router";

import { fillTemplate } from "~/lib/template";

import { loadFromApi } from "../api/route-data";
import type { AuditEntry, AuditPage } from "../api/types";
import { auditAction, auditDetails, isLeadAction } from "../audit-summary";
import { Cell, DataTable } from "../components/data-table";
import { DateTime } from "../components/date-time";
import { PageHeading } from "../components/page-heading";
import { PageLinks } from "../components/page-links";
import { pageMeta } from "../console-meta";
import { auditCopy as copy } from "../copy/owner-tools";
import { leadPath } from "../paths";

import type { Route } from "./+types/audit";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const before = new URL(request.url).searchParams.get("before");
  return loadFromApi<AuditPage>(
    request,
    before ? `/audit?${new URLSearchParams({ before })}` : "/audit",
  );
}

const shortId = (id: string) => id.slice(0, 8);

/** What an entry was about: a lead (linked), or the id of a person or an invitation. */
function Subject({ entry }: { entry: AuditEntry }) {
  if (!entry.subject) return null;
  if (isLeadAction(entry.action)) {
    return (
      <Link to={leadPath(entry.subject)} className="text-primary underline underline-offset-2">
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

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, nextBefore } = loaderData;
  const [search] = useSearchParams();
  const { columns } = copy;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {entries.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <DataTable
          id="audit"
          caption={copy.caption}
          columns={[columns.at, columns.actor, columns.action, columns.subject, columns.details]}
          minWidth="wide"
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell className="whitespace-nowrap">
                <DateTime iso={entry.at} />
              </Cell>
              <Cell className="break-all">{entry.actor}</Cell>
              <Cell>{auditAction(entry.action)}</Cell>
              <Cell>
                <Subject entry={entry} />
              </Cell>
              <Cell>{auditDetails(entry)}</Cell>
            </tr>
          ))}
        </DataTable>
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
