import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { localizedPath } from "~/lib/i18n";
import { fillTemplate } from "~/lib/template";

import type { EntryDetail } from "~/lib/console-api/entries";
import type { Role } from "~/lib/console-api/values";
import { editorCopy as copy, statusLabels } from "../../copy/publishing";
import { ConfirmDialog } from "../confirm-dialog";
import { formatDateTime } from "../date-time";
import { PageSection } from "../page-heading";

/** The fetcher of the entry page's workflow steps, whose outcome the page shows. */
export const ENTRY_CHANGES = "entry-changes";

/**
 * Where the entry stands, and the steps a person may take from there:
 * editors and owners submit for review; owners publish, schedule and
 * unpublish. Unsaved changes are saved first, so what is published is what
 * was seen.
 */
export function EntryWorkflow({
  detail,
  role,
  dirty,
  languages,
}: {
  detail: EntryDetail;
  role: Role;
  dirty: boolean;
  languages: ("en-US" | "es-US")[];
}) {
  const fetcher = useFetcher({ key: ENTRY_CHANGES });
  const { entry } = detail;
  const isOwner = role === "owner";
  const path = `/${entry.collection}/${entry.slug}`;
  const scheduleOutdated =
    entry.scheduledRevision !== null && entry.scheduledRevision !== entry.draftRevision;
  const reviewedRevision = (
    <input type="hidden" name="revision" value={String(entry.draftRevision)} />
  );
  return (
    <PageSection id="entry-workflow" title={copy.actions}>
      <p>
        {fillTemplate(copy.status, { status: statusLabels[entry.status] })}
        {entry.publishAt && (
          <> {fillTemplate(copy.scheduledFor, { when: formatDateTime(entry.publishAt) })}</>
        )}
      </p>
      {scheduleOutdated && <p className="font-medium">{copy.scheduleOutdated}</p>}
      {entry.status === "published" && (
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {languages.map((locale) => (
            <li key={locale}>
              <a
                href={localizedPath(path, locale)}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
              >
                {locale === "en-US" ? copy.livePage : copy.livePageEs}
              </a>
            </li>
          ))}
        </ul>
      )}
      {dirty && <p className="font-medium">{copy.saveFirst}</p>}
      <div className="flex flex-wrap items-end gap-3">
        {entry.status !== "review" && entry.status !== "published" && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="submit" />
            <Button type="submit" variant="outline" className="min-h-11" disabled={dirty}>
              {copy.submit}
            </Button>
          </fetcher.Form>
        )}
        {isOwner && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="publish" />
            {reviewedRevision}
            <Button type="submit" className="min-h-11" disabled={dirty}>
              {copy.publish}
            </Button>
          </fetcher.Form>
        )}
        {isOwner && (
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="schedule" />
            {reviewedRevision}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="entry-publish-at">{copy.scheduleAt}</Label>
              <input
                id="entry-publish-at"
                name="at"
                type="datetime-local"
                required
                className={controlClassName}
              />
            </div>
            <Button type="submit" variant="outline" className="min-h-11" disabled={dirty}>
              {copy.schedule}
            </Button>
          </fetcher.Form>
        )}
        {isOwner && entry.status === "published" && (
          <ConfirmDialog
            trigger={copy.unpublish}
            title={copy.unpublishTitle}
            text={copy.unpublishText}
            confirm={copy.unpublish}
            fields={{ intent: "unpublish" }}
            fetcherKey={ENTRY_CHANGES}
            danger
          />
        )}
      </div>
    </PageSection>
  );
}
