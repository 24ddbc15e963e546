/**
 * Every console page's address: the route config (app/routes.ts) and the
 * console's links both use these. Plain data with relative imports, as the
 * route config is read by build tooling.
 */
import { CONSOLE_PATH } from "../lib/route-table";

export const consolePaths = {
  signIn: CONSOLE_PATH,
  invitation: `${CONSOLE_PATH}/invitation`,
  signOut: `${CONSOLE_PATH}/sign-out`,
  inbox: `${CONSOLE_PATH}/leads`,
  lead: `${CONSOLE_PATH}/leads/:id`,
  spam: `${CONSOLE_PATH}/spam`,
  erase: `${CONSOLE_PATH}/erase`,
  audit: `${CONSOLE_PATH}/audit`,
  people: `${CONSOLE_PATH}/people`,
  account: `${CONSOLE_PATH}/account`,
  settings: `${CONSOLE_PATH}/settings`,
  report: `${CONSOLE_PATH}/report`,
  entries: `${CONSOLE_PATH}/entries`,
  newEntry: `${CONSOLE_PATH}/entries/new`,
  entry: `${CONSOLE_PATH}/entries/:id`,
  status: `${CONSOLE_PATH}/status`,
  unknown: `${CONSOLE_PATH}/*`,
} as const;

/** Where a person starts once signed in: editors see nothing of the leads. */
export const homePath = (role: string) =>
  role === "editor" ? consolePaths.entries : consolePaths.inbox;

export const leadPath = (id: string) => `${consolePaths.inbox}/${id}`;
export const entryPath = (id: string) => `${consolePaths.entries}/${id}`;
export const newEntryPath = (collection: string) =>
  `${consolePaths.newEntry}?${new URLSearchParams({ collection })}`;

/** The id of the signed-in layout's route, whose data (who is signed in) every page below reads. */
export const SIGNED_IN_ROUTE_ID = "console-signed-in";
