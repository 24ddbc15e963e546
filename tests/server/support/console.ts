/**
 * The console's API in process: requests as the console's own pages make
 * them (the public origin, a session cookie), and people who joined through
 * a real invitation with a software passkey.
 */
import type { FastifyInstance, InjectOptions } from "fastify";

import { createInvitation } from "../../../server/auth/invitations";
import type { Db } from "../../../server/db/database";
import type { Role } from "../../../server/db/schema";
import { SESSION_COOKIE } from "../../../server/plugins/authentication";
import { softwareAuthenticator } from "./software-authenticator";

export const PUBLIC_ORIGIN = "http://localhost:3000";
export const consoleSettings = {
  publicOrigin: PUBLIC_ORIGIN,
  auditRetentionDays: 2555,
  digest: { hour: 8, timeZone: "America/Chicago" } as const,
};

/** The session id a response set, if it set one. */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const ours = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return ours?.split(";")[0]?.slice(SESSION_COOKIE.length + 1) || undefined;
}

export interface ConsoleRequest {
  method?: InjectOptions["method"];
  url: string;
  body?: unknown;
  session?: string;
  origin?: string | null;
  /** The client's address, as the server sees it (default: 127.0.0.1). */
  from?: string;
}

export function consoleRequest(
  app: FastifyInstance,
  { method = "GET", url, body, session, origin = PUBLIC_ORIGIN, from }: ConsoleRequest,
) {
  return app.inject({
    method,
    url,
    ...(from && { remoteAddress: from }),
    ...(body === undefined ? {} : { payload: body as object }),
    headers: {
      ...(origin ? { origin } : {}),
      ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
    },
  });
}

export interface Member {
  email: string;
  session: string;
  authenticator: ReturnType<typeof softwareAuthenticator>;
  recoveryCodes: string[];
}

/** Invites `email`, then accepts the invitation as the console does: a passkey, a session, codes. */
export async function join(
  app: FastifyInstance,
  db: Db,
  email: string,
  role: Role,
): Promise<Member> {
  const { token } = await createInvitation(db, { email, role });
  const authenticator = softwareAuthenticator(PUBLIC_ORIGIN);
  const options = await consoleRequest(app, {
    method: "POST",
    url: "/api/admin/invitation/options",
    body: { token },
  });
  const { ceremony, options: creation } = options.json();
  const accepted = await consoleRequest(app, {
    method: "POST",
    url: "/api/admin/invitation/accept",
    body: { token, ceremony, response: authenticator.register(creation) },
  });
  if (accepted.statusCode !== 200) throw new Error(`joining answered ${accepted.statusCode}`);
  const session = sessionCookie(accepted.headers["set-cookie"]);
  if (!session) throw new Error("no session after joining");
  return { email, session, authenticator, recoveryCodes: accepted.json().recoveryCodes };
}

/** Signs in with the member's passkey; returns the new session id (or the refusal's status). */
export async function signInWithPasskey(
  app: FastifyInstance,
  member: Member,
  session?: string,
  from?: string,
) {
  const options = (
    await consoleRequest(app, { method: "POST", url: "/api/admin/sign-in/options", from })
  ).json();
  const answer = await consoleRequest(app, {
    method: "POST",
    url: "/api/admin/sign-in/passkey",
    session,
    from,
    body: { ceremony: options.ceremony, response: member.authenticator.signIn(options.options) },
  });
  return {
    status: answer.statusCode,
    session: sessionCookie(answer.headers["set-cookie"]),
    answer,
  };
}
