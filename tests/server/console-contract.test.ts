/**
 * The console calls each endpoint its contracts define (app/lib/console-api/): every one of
 * them is a route the server serves, at that path and with that method.
 */
import { afterAll, beforeAll, expect, it } from "vitest";

import type { Endpoint } from "../../app/lib/console-api/endpoint";
import { consoleSettings } from "./support/console";
import { type IntakeApp, startIntakeApp } from "./support/intake-app";

const contracts = import.meta.glob<Record<string, unknown>>("../../app/lib/console-api/*.ts", {
  eager: true,
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value;

const endpoints = Object.entries(contracts).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isEndpoint(value))
    .map(([name, value]) => ({
      name: `${file.split("/").at(-1)} ${name}`,
      ...(value as Endpoint),
    })),
);

let intake: IntakeApp;

beforeAll(async () => {
  intake = await startIntakeApp("postgres", { console: consoleSettings });
});
afterAll(() => intake.close());

it("serves every endpoint of the console's contracts, at its path and with its method", () => {
  // The console's resources hold some fifty endpoints: finding few would prove nothing.
  expect(endpoints.length).toBeGreaterThan(40);
  const unserved = endpoints.filter(
    ({ method, path }) => !intake.app.hasRoute({ method, url: `/api/admin${path}` }),
  );
  expect(unserved.map(({ name, method, path }) => `${name}: ${method} ${path}`)).toEqual([]);
});
