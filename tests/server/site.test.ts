import { readFile } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { inlineScriptHashes, searchScriptPolicy } from "../../server/http-policy";
import { openTestDatabase } from "./support/databases";
import { SEARCH_CHUNK, fixturePages, makeSiteBuild, testConfig } from "./support/site-fixture";

let app: FastifyInstance;
let database: Database;
let site: Awaited<ReturnType<typeof makeSiteBuild>>;

beforeAll(async () => {
  site = await makeSiteBuild();
  database = await openTestDatabase("embedded");
  app = await buildApp(testConfig(site.buildDir), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await site.remove();
});

const scriptSources = (csp: string | undefined) =>
  (csp ?? "")
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))
    ?.trim()
    .split(" ")
    .slice(1);

describe("pages", () => {
  it("are served at clean URLs with their HTML", async () => {
    const home = await app.inject("/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.body).toBe(fixturePages["index.html"]);
    const pricing = await app.inject("/pricing");
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toContain("<h1>Pricing</h1>");
  });

  it("each carry a policy that lists exactly their own inline scripts", async () => {
    for (const [url, file] of [
      ["/", "index.html"],
      ["/pricing", "pricing/index.html"],
    ] as const) {
      const response = await app.inject(url);
      const csp = response.headers["content-security-policy"] as string;
      expect(scriptSources(csp), url).toEqual([
        "'self'",
        ...inlineScriptHashes(fixturePages[file]),
      ]);
      expect(scriptSources(csp)).not.toContain("'unsafe-inline'");
    }
    const home = await app.inject("/");
    const pricing = await app.inject("/pricing");
    expect(home.headers["content-security-policy"]).not.toBe(
      pricing.headers["content-security-policy"],
    );
  });

  it("move from a trailing slash to the one address of the page, keeping the query", async () => {
    const response = await app.inject("/pricing/?plan=starter");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/pricing?plan=starter");
  });

  it("are revalidated on every visit while hashed assets are cached for a year", async () => {
    expect((await app.inject("/")).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject("/icons.svg")).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject("/assets/app-Ab12.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});

describe("revalidation", () => {
  it.each(["/", "/icons.svg", "/assets/app-Ab12.js"])(
    "%s carries ETag and Last-Modified, and a conditional request answers 304 with no body",
    async (url) => {
      const first = await app.inject(url);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers["last-modified"]).toBeTruthy();

      const byEtag = await app.inject({ url, headers: { "if-none-match": etag } });
      expect(byEtag.statusCode).toBe(304);
      expect(byEtag.rawPayload).toHaveLength(0);
      expect(byEtag.headers["x-content-type-options"]).toBe("nosniff");

      const byDate = await app.inject({
        url,
        headers: { "if-modified-since": first.headers["last-modified"] as string },
      });
      expect(byDate.statusCode).toBe(304);
      expect(byDate.rawPayload).toHaveLength(0);
    },
  );
});

describe("compression", () => {
  it("sends the brotli or gzip twin the client accepts, and plain bytes otherwise", async () => {
    const original = await readFile(path.join(site.clientDir, "index.html"));
    const brotli = await app.inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.rawPayload.length).toBeLessThan(original.length / 3);

    const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("serves ranges of a file", async () => {
    const response = await app.inject({ url: "/robots.txt", headers: { range: "bytes=0-9" } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe("User-agent");
  });
});

describe("the owners' console", () => {
  const shell = fixturePages["__spa-fallback.html"];

  it.each([
    "/admin",
    "/admin/",
    "/admin/leads",
    "/admin/leads/0b9d6c1e-3c1e-4c57-9f43-2b1f1d6c9a10",
  ])(
    "%s answers the console's shell, with its own policy, revalidated and kept out of search engines",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toBe(shell);
      const csp = response.headers["content-security-policy"] as string;
      expect(scriptSources(csp)).toEqual(["'self'", ...inlineScriptHashes(shell)]);
      expect(csp).toContain("connect-src 'self';");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["set-cookie"]).toBeUndefined();
    },
  );

  it("answers HEAD like GET, without the body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/admin/audit" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.body).toBe("");
  });

  it.each(["/not-admin", "/administrator", "/es/admin", "/__spa-fallback.html"])(
    "is not behind %s, which answers the 404 page",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(shell);
    },
  );

  it("takes no other method", async () => {
    const response = await app.inject({ method: "POST", url: "/admin/leads" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });
});

describe("what is not served", () => {
  it.each([
    "/_headers",
    "/site-manifest.json",
    "/build-stamp.json",
    "/index.html.br",
    "/index.html.gz",
    "/404.html",
    "/pricing/index.html",
    "/no-such-page",
  ])("%s answers the 404 page with status 404", async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(fixturePages["404.html"]);
    expect(scriptSources(response.headers["content-security-policy"] as string)).toEqual([
      "'self'",
      ...inlineScriptHashes(fixturePages["404.html"]),
    ]);
    expect(response.headers.etag).toBeUndefined();
  });

  it("an unknown Spanish path answers the Spanish 404 page, with its own policy", async () => {
    const response = await app.inject("/es/no-existe");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(fixturePages["es/404.html"]);
    expect(scriptSources(response.headers["content-security-policy"] as string)).toEqual([
      "'self'",
      ...inlineScriptHashes(fixturePages["es/404.html"]),
    ]);
    expect((await app.inject("/es/pricing")).body).toBe(fixturePages["es/pricing/index.html"]);
  });

  it("an unknown API path answers JSON 404", async () => {
    const response = await app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Not Found" });
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "%s on a page answers 405 and names the allowed methods",
    async (method) => {
      const response = await app.inject({ method, url: "/pricing" });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    },
  );
});

describe("headers on every answer", () => {
  const answers = [
    { method: "GET", url: "/" },
    { method: "GET", url: "/assets/app-Ab12.js" },
    { method: "GET", url: "/missing" },
    { method: "GET", url: "/api/missing" },
    { method: "POST", url: "/" },
    { method: "GET", url: `/${"a".repeat(3000)}` },
    { method: "GET", url: "/%E0%A4%A" },
    { method: "HEAD", url: "/pricing" },
  ] as const;

  it.each(answers)(
    "$method $url carries the security headers and no server banner",
    async (request) => {
      const response = await app.inject(request);
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
      expect(response.headers["cache-control"]).toBeTruthy();
      expect(response.headers.server).toBeUndefined();
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );
});

describe("the search index", () => {
  it("serves its chunks as the gzip files they are, never compressed twice", async () => {
    const expected = await readFile(path.join(site.clientDir, SEARCH_CHUNK));
    const response = await app.inject({
      url: SEARCH_CHUNK,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it("lets Pagefind's worker fetch the index and compile its WebAssembly, and nothing more", async () => {
    const worker = await app.inject("/pagefind/pagefind-worker.js");
    expect(worker.headers["content-security-policy"]).toBe(searchScriptPolicy);
    expect(searchScriptPolicy).toContain("connect-src 'self'");
    expect(searchScriptPolicy).toContain("'wasm-unsafe-eval'");
  });

  it("lets only the search page run WebAssembly", async () => {
    const search = await app.inject("/search");
    expect(scriptSources(search.headers["content-security-policy"] as string)).toContain(
      "'wasm-unsafe-eval'",
    );
    const pricing = await app.inject("/pricing");
    expect(scriptSources(pricing.headers["content-security-policy"] as string)).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });
});
