import { Link, useSearchParams } from "react-router";

import { Button } from "~/components/ui/button";
import { fillCounted } from "~/lib/template";

import { apiUrl } from "../../api/client";
import type { InboxPage } from "~/lib/console-api/leads";
import { exportLeads } from "~/lib/console-api/owner-tools";
import { inboxCopy } from "../../copy/leads";
import { type InboxFolder, exportApiQuery, pageAddress } from "../../inbox-query";
import { consolePaths } from "../../paths";
import { useIsOwner } from "../../use-me";
import { PageHeading } from "../page-heading";
import { PageLinks } from "../page-links";
import { InboxFilters } from "./inbox-filters";
import { InboxTable } from "./inbox-table";

const linkClassName =
  "inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2";

/** The inbox or the spam folder: filters, how many match, the leads, and more by cursor. */
export function InboxView({ folder, page }: { folder: InboxFolder; page: InboxPage }) {
  const [search] = useSearchParams();
  const isOwner = useIsOwner();
  const { counts } = page;
  const spam = folder === "spam";
  return (
    <>
      <PageHeading intro={spam ? inboxCopy.spamIntro : undefined}>
        {spam ? inboxCopy.spamTitle : inboxCopy.title}
      </PageHeading>
      <InboxFilters counts={counts} clearTo={spam ? consolePaths.spam : consolePaths.inbox} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <p role="status" className="text-lg font-semibold">
            {fillCounted(inboxCopy.matching, counts.total)}
          </p>
          {!spam && (
            <Link to={consolePaths.spam} className={linkClassName}>
              {fillCounted(inboxCopy.spamFolder, counts.spam)}
            </Link>
          )}
        </div>
        {isOwner && <ExportLinks search={search} folder={folder} />}
      </div>
      {page.leads.length > 0 ? (
        <InboxTable leads={page.leads} folder={folder} />
      ) : (
        <p className="rounded-xl border border-dashed border-border-strong p-8 text-center">
          {spam && counts.spam === 0 ? inboxCopy.emptySpam : inboxCopy.empty}
        </p>
      )}
      <PageLinks
        label={inboxCopy.tableCaption}
        first={
          search.has("cursor") ? { to: pageAddress(search), label: inboxCopy.firstPage } : undefined
        }
        next={
          page.nextCursor
            ? { to: pageAddress(search, page.nextCursor), label: inboxCopy.nextPage }
            : undefined
        }
      />
    </>
  );
}

/** Every lead the filters find, as a file: plain links, as a download is a same-origin GET. */
function ExportLinks({ search, folder }: { search: URLSearchParams; folder: InboxFolder }) {
  return (
    <div role="group" aria-label={inboxCopy.export.label} className="flex flex-wrap gap-2">
      {(["csv", "json"] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm" className="min-h-11">
          <a href={apiUrl(exportLeads, { query: exportApiQuery(search, folder, format) })} download>
            {inboxCopy.export[format]}
          </a>
        </Button>
      ))}
    </div>
  );
}
