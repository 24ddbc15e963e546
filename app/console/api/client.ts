/**
 * Every request the console makes: JSON to and from /api/admin/, with the
 * session cookie (same origin) and the Origin header the browser adds,
 * which the API checks on every change. Each call names its endpoint
 * (app/lib/console-api/), which types what it sends and what it gets.
 */
import type * as v from "valibot";

import type { AnswerOf, BodyIn, Endpoint, ParamsIn, QueryIn } from "~/lib/console-api/endpoint";

const API_PREFIX = "/api/admin";

/** An answer that is not a success; status 0 when no answer came (offline, a dropped connection). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    /** A 422's reasons, each naming its field (the entries' content rules). */
    readonly problems: string[] = [],
    /** A 429's Retry-After: seconds to wait before trying again. */
    readonly retryAfter?: number,
  ) {
    super(
      status === 0 ? "The console's API did not answer" : `The console's API answered ${status}`,
    );
  }
}

type Schema = v.GenericSchema;

/** A path's parameters, the query and the body, each typed by the endpoint's schemas. */
export type Call<E extends Endpoint> = (E["params"] extends Schema
  ? { params: ParamsIn<E> }
  : { params?: never }) &
  (E["query"] extends Schema
    ? {
        /** A URLSearchParams passes a page's own address on as it stands: the API checks it. */
        query?: QueryIn<E> | URLSearchParams;
      }
    : { query?: never }) &
  (E["body"] extends Schema ? { body: BodyIn<E> } : { body?: never });

/** The call's argument, left out when the endpoint takes nothing. */
export type CallArgs<E extends Endpoint> = object extends Call<E> ? [Call<E>?] : [Call<E>];

/** The endpoint's path with its parameters filled in, and its query. */
function addressOf<E extends Endpoint>(endpoint: E, call: Call<E> = {} as Call<E>): string {
  const params = (call.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams(call.query as Record<string, string> | undefined);
  return `${API_PREFIX}${path}${query.size ? `?${query}` : ""}`;
}

export async function apiCall<E extends Endpoint>(
  endpoint: E,
  ...[call]: CallArgs<E>
): Promise<AnswerOf<E>> {
  let response: Response;
  try {
    response = await fetch(addressOf(endpoint, call), {
      method: endpoint.method,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      // The API parses a JSON body on every change, so one is always sent.
      body: endpoint.method === "GET" ? undefined : JSON.stringify(call?.body ?? {}),
    });
  } catch {
    throw new ApiProblem(0);
  }
  if (response.status === 422) throw new ApiProblem(422, await problemsOf(response));
  if (!response.ok) throw new ApiProblem(response.status, [], retryAfterOf(response));
  return (response.status === 204 ? undefined : await response.json()) as AnswerOf<E>;
}

/** Sends a file as the request's body, with its own type (an entry's image). */
export async function apiUpload<E extends Endpoint>(endpoint: E, file: Blob): Promise<AnswerOf<E>> {
  let response: Response;
  try {
    response = await fetch(addressOf(endpoint), {
      method: endpoint.method,
      credentials: "same-origin",
      headers: {
        "content-type": file.type || "application/octet-stream",
        accept: "application/json",
      },
      body: file,
    });
  } catch {
    throw new ApiProblem(0);
  }
  if (!response.ok) throw new ApiProblem(response.status);
  return (await response.json()) as AnswerOf<E>;
}

/** The address of an API download (an export): a same-origin link carries the session. */
export function apiUrl<E extends Endpoint>(endpoint: E, ...[call]: CallArgs<E>): string {
  return addressOf(endpoint, call);
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after") ?? "");
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

async function problemsOf(response: Response): Promise<string[]> {
  try {
    const { problems } = (await response.json()) as { problems?: unknown };
    return Array.isArray(problems) ? problems.map(String) : [];
  } catch {
    return [];
  }
}
