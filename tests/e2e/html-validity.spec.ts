import path from "node:path";

import { expect, test } from "@playwright/test";

import { htmlFiles } from "../../scripts/static-files";
import { htmlErrors } from "./html-checker";

// The webServer has built the site before any test runs.
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

test("every pre-rendered page is valid HTML (W3C Nu checker)", async () => {
  const files = await htmlFiles(clientDir);
  expect(files.length).toBeGreaterThanOrEqual(24);
  const errors = htmlErrors(files);
  expect(errors).toEqual([]);
});
