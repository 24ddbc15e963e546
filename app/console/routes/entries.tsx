import { Link } from "react-router";

import { Button } from "~/components/ui/button";

import { loadFromApi } from "../api/route-data";
import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import { entryList } from "~/lib/console-api/entries";
import { PageHeading, PageSection } from "../components/page-heading";
import { EntriesTable } from "../components/publishing/entries-table";
import { pageMeta } from "../console-meta";
import { entriesCopy as copy } from "../copy/publishing";
import { newEntryPath } from "../paths";

import type { Route } from "./+types/entries";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi(request, entryList);
}

const kinds: EntryCollection[] = ["blog", "press", "careers"];

export default function Entries({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <PageSection id="new-entry" title={copy.newHeading}>
        <ul className="flex flex-wrap gap-3">
          {kinds.map((kind) => (
            <li key={kind}>
              <Button asChild variant="outline" className="min-h-11">
                <Link to={newEntryPath(kind)}>{copy.new[kind]}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </PageSection>
      <EntriesTable entries={loaderData.entries} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
