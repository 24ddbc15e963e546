/**
 * Renderings in one line: each starts a process of 110–130 MB, so however
 * many previews an editor asks for at once, and whatever publishing draws
 * meanwhile, this server runs one rendering process at a time (counted in
 * /proc, as the machine sees them). Previews past the line's room are
 * refused with 429 and Retry-After; publishing's own renderings wait and
 * are never refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Member, consoleRequest, join } from "./support/console";
import { pressRelease } from "./support/press-release";
import { descendants } from "./support/process-table";
import { startPublishingApp } from "./support/publishing-app";

let site: Awaited<ReturnType<typeof startPublishingApp>>;
beforeAll(async () => {
  site = await startPublishingApp("rendering-queue");
});
afterAll(() => site?.close());

const as = (member: Member, method: "GET" | "POST", url: string, body?: unknown) =>
  consoleRequest(site.app, { method, url: `/api/admin${url}`, body, session: member.session });

const preview = (member: Member, title: string) =>
  as(member, "POST", "/entries/preview", {
    collection: "press",
    slug: "queued-preview",
    locale: "en-US",
    content: pressRelease(title),
  });

/** The rendering processes (render-job, search-job) under this test's process now, by id. */
const renderingProcesses = () =>
  descendants(process.pid)
    .filter((child) => child.state !== "Z" && /(render|search)-job/.test(child.command))
    .map((child) => child.pid);

/**
 * Runs `work`, reading /proc every 10 ms meanwhile; the most rendering processes seen at once
 * among those started meanwhile. One already running is not this work's: the test files that ran
 * before in this worker process (their servers closed) may leave one ending.
 */
async function mostAtOnce<T>(work: () => Promise<T>): Promise<{ result: T; most: number }> {
  const before = new Set(renderingProcesses());
  let most = 0;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      most = Math.max(most, renderingProcesses().filter((pid) => !before.has(pid)).length);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work(), most };
  } finally {
    watching = false;
    await watch;
  }
}

describe("renderings in one line", () => {
  it("ten parallel previews from one editor: one rendering process at a time, the rest wait or get 429 with Retry-After", async () => {
    const { result: answers, most } = await mostAtOnce(() =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) => preview(site.editor, `Preview ${index}`)),
      ),
    );
    expect(most).toBe(1);
    const codes = answers.map((answer) => answer.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 429),
      codes.join(),
    ).toBe(true);
    const shown = answers.filter((answer) => answer.statusCode === 200);
    // One drawn at once and three waiting: the rest are refused.
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(shown.length).toBeLessThanOrEqual(4);
    for (const answer of shown) {
      expect(/<h1[^>]*>Preview \d<\/h1>/.test(answer.json().html)).toBe(true);
    }
    for (const answer of answers.filter((refused) => refused.statusCode === 429)) {
      expect(answer.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
    }
  }, 120_000);

  it("an owner's publish among previews waits its turn and is never refused; the page goes live", async () => {
    const created = await as(site.editor, "POST", "/entries", {
      collection: "press",
      slug: "published-among-previews",
      content: pressRelease("Published Among Previews"),
    });
    expect(created.statusCode).toBe(201);
    const { id, revision } = created.json();
    const other = await join(site.app, site.database.db, "second-editor@example.org", "editor");
    const { result, most } = await mostAtOnce(() =>
      Promise.all([
        ...Array.from({ length: 6 }, (_, index) => preview(other, `Preview ${index}`)),
        as(site.owner, "POST", `/entries/${id}/publish`, { revision }),
      ]),
    );
    expect(most).toBe(1);
    expect(result.at(-1)?.statusCode).toBe(204);
    const page = await site.app.inject("/press/published-among-previews");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Published Among Previews");
  }, 120_000);
});
