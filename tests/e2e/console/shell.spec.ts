import { inlineScriptPolicy } from "../support";
import { expect, test } from "./fixtures";

test("every /admin path answers the console's shell: its policy lists exactly its inline scripts, it is kept out of search engines, and it sets no cookie", async ({
  page,
}) => {
  for (const path of [
    "/admin",
    "/admin/leads/7a4c2e1b-5d3f-4e8a-9b6c-0d1e2f3a4b5c",
    "/admin/a/b",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["content-security-policy"]).toContain("connect-src 'self';");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the console");
    // React Router drops its streamed data scripts once read: the document as served is compared.
    const { listed, running } = await inlineScriptPolicy(page, response, { asServed: true });
    expect(running.length, path).toBeGreaterThan(0);
    expect(listed, path).toEqual(running);
  }
  await expect(page).toHaveTitle("Sign in · Brightway console");
  expect(await page.context().cookies()).toEqual([]);
});

test("a path beside the console is not the console: /not-admin answers the 404 page", async ({
  request,
}) => {
  for (const path of ["/not-admin", "/administrator", "/es/admin"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain("__reactRouterContext");
  }
});
