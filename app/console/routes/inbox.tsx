import { inbox } from "~/lib/console-api/leads";

import { loadFromApi } from "../api/route-data";
import { InboxView } from "../components/inbox/inbox-view";
import { pageMeta } from "../console-meta";
import { inboxCopy } from "../copy/leads";
import { type InboxFolder, inboxApiQuery } from "../inbox-query";
import { consolePaths } from "../paths";

import type { Route } from "./+types/inbox";

/** The inbox and the spam folder are one page with one filter apart. */
const folderOf = (pathname: string): InboxFolder =>
  pathname.startsWith(consolePaths.spam) ? "spam" : "inbox";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(folderOf(location.pathname) === "spam" ? inboxCopy.spamTitle : inboxCopy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const folder = folderOf(pathname);
  return {
    folder,
    page: await loadFromApi(request, inbox, { query: inboxApiQuery(searchParams, folder) }),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxView folder={loaderData.folder} page={loaderData.page} />;
}

export { PageError as ErrorBoundary } from "../components/page-error";
