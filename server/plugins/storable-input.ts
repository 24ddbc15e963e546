/**
 * Every text a request brings in (path parameters, query string, JSON or
 * form body, however deeply nested) is cleaned by the forms' own rule
 * (app/lib/forms/storable-text.ts) before any route validates it, so no
 * query or insert ever meets a NUL or a lone surrogate: such input is
 * stored as the rule says, or refused with the route's usual 4xx. Object
 * keys are left alone: routes look up known names and drop the rest.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { storableText } from "~/lib/forms/storable-text";

type Container = Record<string, unknown> | unknown[];

/** Objects and arrays, as parsing makes them (the query's own kind of object too); never a Buffer's bytes. */
const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null && !ArrayBuffer.isView(value);

/** Cleans every string in place; a loop, not recursion, so nesting depth cannot overflow the stack. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  const pending: Container[] = isContainer(value) ? [value] : [];
  for (let container = pending.pop(); container; container = pending.pop()) {
    const entries = container as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const item = entries[key];
      if (typeof item === "string") entries[key] = storableText(item);
      else if (isContainer(item)) pending.push(item);
    }
  }
  return value;
}

async function storableInputPlugin(app: FastifyInstance) {
  app.addHook("preValidation", async (request: FastifyRequest) => {
    request.params = cleanStrings(request.params);
    request.query = cleanStrings(request.query);
    request.body = cleanStrings(request.body);
  });
}

export default fp(storableInputPlugin, { name: "storable-input" });
