/**
 * Every console page's address and module: the route config (app/routes.ts)
 * makes its routes from these tables, and the console's links use the
 * addresses. Plain data with relative imports, as the route config is read
 * by build tooling. A new page is one row here.
 */
import { CONSOLE_PATH } from "../lib/route-table";

interface ConsolePage {
  path: string;
  /** Under app/console/routes/. */
  module: string;
}

/** The pages anyone may open: signing in and out, and accepting an invitation. */
export const openPages = {
  signIn: { path: CONSOLE_PATH, module: "sign-in.tsx" },
  invitation: { path: `${CONSOLE_PATH}/invitation`, module: "invitation.tsx" },
  signOut: { path: `${CONSOLE_PATH}/sign-out`, module: "sign-out.tsx" },
} as const satisfies Record<string, ConsolePage>;

/** The pages behind sign-in, drawn in the signed-in layout. */
export const signedInPages = {
  inbox: { path: `${CONSOLE_PATH}/leads`, module: "inbox.tsx" },
  lead: { path: `${CONSOLE_PATH}/leads/:id`, module: "lead.tsx" },
  spam: { path: `${CONSOLE_PATH}/spam`, module: "inbox.tsx" },
  erase: { path: `${CONSOLE_PATH}/erase`, module: "erase.tsx" },
  audit: { path: `${CONSOLE_PATH}/audit`, module: "audit.tsx" },
  people: { path: `${CONSOLE_PATH}/people`, module: "people.tsx" },
  account: { path: `${CONSOLE_PATH}/account`, module: "account.tsx" },
  settings: { path: `${CONSOLE_PATH}/settings`, module: "settings.tsx" },
  report: { path: `${CONSOLE_PATH}/report`, module: "report.tsx" },
  helpCenter: { path: `${CONSOLE_PATH}/help-center`, module: "help-center.tsx" },
  entries: { path: `${CONSOLE_PATH}/entries`, module: "entries.tsx" },
  newEntry: { path: `${CONSOLE_PATH}/entries/new`, module: "entry.tsx" },
  entry: { path: `${CONSOLE_PATH}/entries/:id`, module: "entry.tsx" },
  status: { path: `${CONSOLE_PATH}/status`, module: "status.tsx" },
  unknown: { path: `${CONSOLE_PATH}/*`, module: "not-found.tsx" },
} as const satisfies Record<string, ConsolePage>;

type PathsOf<Pages extends Record<string, ConsolePage>> = {
  [Name in keyof Pages]: Pages[Name]["path"];
};

const pathsOf = <Pages extends Record<string, ConsolePage>>(pages: Pages) =>
  Object.fromEntries(
    Object.entries(pages).map(([name, { path }]) => [name, path]),
  ) as PathsOf<Pages>;

export const consolePaths = { ...pathsOf(openPages), ...pathsOf(signedInPages) };

/** Where a person starts once signed in: editors see nothing of the leads. */
export const homePath = (role: string) =>
  role === "editor" ? consolePaths.entries : consolePaths.inbox;

export const leadPath = (id: string) => `${consolePaths.inbox}/${id}`;
export const entryPath = (id: string) => `${consolePaths.entries}/${id}`;
export const newEntryPath = (collection: string) =>
  `${consolePaths.newEntry}?${new URLSearchParams({ collection })}`;

/** The id of the signed-in layout's route, whose data (who is signed in) every page below reads. */
export const SIGNED_IN_ROUTE_ID = "console-signed-in";
