/**
 * How often one person may change things through the console
 * (server/routes/admin/person-limits.ts): counted per signed-in person,
 * never per address, with 429 and Retry-After past a limit. The figures
 * are docs/security.md's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Member, consoleRequest, join } from "./support/console";
import { pressRelease } from "./support/press-release";
import { startPublishingApp } from "./support/publishing-app";

let site: Awaited<ReturnType<typeof startPublishingApp>>;
let secondEditor: Member;
beforeAll(async () => {
  site = await startPublishingApp("console-limits");
  secondEditor = await join(site.app, site.database.db, "second-editor@example.org", "editor");
});
afterAll(() => site?.close());

const as = (
  member: Member,
  method: "GET" | "POST" | "PUT",
  url: string,
  body?: unknown,
  from?: string,
) =>
  consoleRequest(site.app, {
    method,
    url: `/api/admin${url}`,
    body,
    session: member.session,
    from,
  });

const waitSeconds = (answer: { headers: Record<string, unknown> }) =>
  Number(answer.headers["retry-after"]);

describe("per-person limits on console writes", () => {
  it("an editor opens 20 incidents in an hour; the 21st answers 429 with Retry-After, from any address, while another editor still may", async () => {
    const { components } = (await as(site.editor, "GET", "/status")).json();
    const incident = (title: string) => ({
      title,
      componentIds: [components[0].id],
      impact: "minor",
      message: "Looking into it.",
    });
    // Ten at a time: the status pages are drawn again once or twice for each ten.
    for (const batch of [0, 10]) {
      const opened = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          as(site.editor, "POST", "/status/incidents", incident(`Incident ${batch + index}`)),
        ),
      );
      expect(opened.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    }

    const refused = await as(site.editor, "POST", "/status/incidents", incident("One more"));
    expect(refused.statusCode).toBe(429);
    expect(waitSeconds(refused)).toBeGreaterThan(3000);
    expect(waitSeconds(refused)).toBeLessThanOrEqual(3600);
    const elsewhere = await as(
      site.editor,
      "POST",
      "/status/incidents",
      incident("From elsewhere"),
      "192.0.2.10",
    );
    expect(elsewhere.statusCode).toBe(429);

    const other = await as(secondEditor, "POST", "/status/incidents", incident("Someone else"));
    expect(other.statusCode).toBe(201);
    const titles = (await as(site.owner, "GET", "/status"))
      .json()
      .incidents.map((row: { title: { "en-US": string } }) => row.title["en-US"]);
    expect(titles).not.toContain("One more");
    expect(titles).not.toContain("From elsewhere");
  }, 120_000);

  it("ten previews a minute per person; the eleventh answers 429 before anything is drawn", async () => {
    // A preview of a language the entry lacks is refused (400) without a rendering, and counts.
    const unwritten = {
      collection: "press",
      slug: "limited-preview",
      locale: "es-US",
      content: pressRelease("Limited Preview"),
    };
    for (let index = 0; index < 10; index += 1) {
      expect((await as(secondEditor, "POST", "/entries/preview", unwritten)).statusCode).toBe(400);
    }
    const refused = await as(secondEditor, "POST", "/entries/preview", {
      ...unwritten,
      locale: "en-US",
    });
    expect(refused.statusCode).toBe(429);
    expect(waitSeconds(refused)).toBeGreaterThan(0);
    expect(waitSeconds(refused)).toBeLessThanOrEqual(60);
  });

  it("every other write shares one allowance of 60 a minute per person, across routes", async () => {
    const created = await as(site.viewer, "POST", "/entries", {
      collection: "press",
      slug: "not-allowed",
      content: pressRelease("Not Allowed"),
    });
    // A viewer's writes are refused for their role first (403), and count for no one else.
    expect(created.statusCode).toBe(403);

    const entry = await as(site.owner, "POST", "/entries", {
      collection: "press",
      slug: "shared-allowance",
      content: pressRelease("Shared Allowance"),
    });
    expect(entry.statusCode).toBe(201);
    const { id } = entry.json();
    const answers: number[] = [];
    for (let index = 1; index < 60; index += 1) {
      answers.push((await as(site.owner, "POST", `/entries/${id}/submit`)).statusCode);
    }
    // Submitted once; then it is in review, and each submit more is refused (409) and counted.
    expect(answers[0]).toBe(204);
    expect(new Set(answers.slice(1))).toEqual(new Set([409]));

    const save = await as(site.owner, "PUT", `/entries/${id}`, {
      slug: "shared-allowance",
      content: pressRelease("Shared Allowance, Saved"),
    });
    expect(save.statusCode).toBe(429);
    expect(waitSeconds(save)).toBeLessThanOrEqual(60);
    const components = await as(site.owner, "PUT", "/status/components", { components: [] });
    expect(components.statusCode).toBe(429);

    const other = await as(secondEditor, "PUT", `/entries/${id}`, {
      slug: "shared-allowance",
      content: pressRelease("Shared Allowance, Saved by Another"),
    });
    expect(other.statusCode).toBe(200);
  });
});
