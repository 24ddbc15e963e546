/**
 * Every request the console makes: JSON to and from /api/admin/, with the
 * session cookie (same origin) and the Origin header the browser adds,
 * which the API checks on every change.
 */
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

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export async function apiRequest<T>(
  path: string,
  { method = "GET", body }: { method?: Method; body?: object } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      // The API parses a JSON body on every change, so one is always sent.
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiProblem(0);
  }
  if (response.status === 422) throw new ApiProblem(422, await problemsOf(response));
  if (!response.ok) throw new ApiProblem(response.status, [], retryAfterOf(response));
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Sends a file as the request's body, with its own type (an entry's image). */
export async function apiUpload<T>(path: string, file: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: "POST",
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
  return (await response.json()) as T;
}

/** The address of an API download (an export): a same-origin link carries the session. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
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
