/**
 * One definition of each console API endpoint, read by both sides: the
 * server registers its route at `path` and checks the request with
 * `params`, `query` and `body` (server/routes/admin/serve.ts); the console
 * calls it with the same schemas' input types and reads `answer`
 * (app/console/api/client.ts). A field renamed on one side fails the
 * typecheck on the other. Answers are not checked at run time: the server
 * returns what `answer` takes as input (dates as Date), the console reads
 * what it gives as output (dates as ISO strings, as JSON carries them).
 */
import * as v from "valibot";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

type Schema = v.GenericSchema;

export interface Endpoint {
  method: Method;
  /** Under /api/admin; `:name` marks a path parameter. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  answer: Schema;
}

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type InputOf<S> = S extends Schema ? v.InferInput<S> : undefined;
type OutputOf<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** What the console sends. */
export type ParamsIn<E extends Endpoint> = InputOf<E["params"]>;
export type QueryIn<E extends Endpoint> = InputOf<E["query"]>;
export type BodyIn<E extends Endpoint> = InputOf<E["body"]>;
/** What the server reads, once checked. */
export type ParamsOut<E extends Endpoint> = OutputOf<E["params"]>;
export type QueryOut<E extends Endpoint> = OutputOf<E["query"]>;
export type BodyOut<E extends Endpoint> = OutputOf<E["body"]>;
/** What the server's handler returns, and what the console receives. */
export type ServedAnswer<E extends Endpoint> = v.InferInput<E["answer"]>;
export type AnswerOf<E extends Endpoint> = v.InferOutput<E["answer"]>;

/** A moment: a Date on the server, its ISO string in the console. */
export const isoTime = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => (typeof value === "string" ? value : value.toISOString())),
);

/** An answer with no body (204). */
export const noContent = v.undefined();

export const idParam = v.object({ id: v.pipe(v.string(), v.uuid()) });
export const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
