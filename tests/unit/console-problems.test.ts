/** What the console says when the API refuses: a 429 that names its wait says when to try again. */
import { afterEach, describe, expect, it, vi } from "vitest";

import { ApiProblem, apiCall } from "~/console/api/client";
import { statusMessage } from "~/console/problem-messages";
import { consoleCopy } from "~/console/copy/common";
import { preview } from "~/lib/console-api/entries";

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ error: "refused" }), { status, headers })),
  );

async function refusal(): Promise<ApiProblem> {
  try {
    await apiCall(preview, {
      body: { collection: "blog", slug: "a", locale: "en-US", content: {} },
    });
  } catch (error) {
    if (error instanceof ApiProblem) return error;
  }
  throw new Error("the request was not refused");
}

describe("a refusal's message", () => {
  it("a busy server's 429 says how long to wait, in seconds or minutes", async () => {
    answering(429, { "Retry-After": "7" });
    const busy = await refusal();
    expect(busy.retryAfter).toBe(7);
    expect(statusMessage(busy.status, {}, busy.retryAfter)).toBe(
      "The server is busy: try again in 7 s.",
    );
    expect(statusMessage(429, {}, 3412)).toBe("The server is busy: try again in 57 min.");
  });

  it("a 429 without a usable wait keeps the general words", async () => {
    const headers: Record<string, string>[] = [
      {},
      { "Retry-After": "soon" },
      { "Retry-After": "0" },
    ];
    for (const header of headers) {
      answering(429, header);
      const limited = await refusal();
      expect(limited.retryAfter).toBeUndefined();
      expect(statusMessage(limited.status, {}, limited.retryAfter)).toBe(
        consoleCopy.problems.rateLimited,
      );
    }
  });

  it("a form's own words for a status still win", () => {
    expect(statusMessage(429, { 429: "Slow down." }, 7)).toBe("Slow down.");
  });
});
