/**
 * What console routes share: each route served from its endpoint's definition (its method,
 * path and request schemas, app/lib/console-api/), and who is acting.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import * as v from "valibot";

import type {
  BodyOut,
  Endpoint,
  ParamsOut,
  QueryOut,
  ServedAnswer,
} from "~/lib/console-api/endpoint";

import type { Actor } from "../../audit/audit-log";
import type { SignedIn } from "../../auth/sessions";

/** Refused with 400 by the error handler; the console's own forms never send such input. */
const badRequest = () => Object.assign(new Error("invalid request"), { statusCode: 400 });

function input<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest();
  return result.output;
}

/** The request's path parameters, query and body, as the endpoint's schemas read them. */
export interface Wanted<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
}

/**
 * A handler's result: the endpoint's answer, or the reply it already sent (a refusal, a 204,
 * a download).
 */
type Handled<E extends Endpoint> = Promise<ServedAnswer<E> | FastifyReply | undefined>;

/**
 * Registers `endpoint`'s route. Its path parameters, query and body are checked, in that order,
 * before `handler` runs (400 for any that does not fit); what the handler returns is typed by
 * the endpoint's answer.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteShorthandOptions,
  handler: (wanted: Wanted<E>, request: FastifyRequest, reply: FastifyReply) => Handled<E>,
) {
  const read = (schema: v.GenericSchema | undefined, value: unknown) =>
    schema ? input(schema, value) : undefined;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    handler: (request, reply) =>
      handler(
        {
          params: read(endpoint.params, request.params),
          query: read(endpoint.query, request.query),
          body: read(endpoint.body, request.body),
        } as Wanted<E>,
        request,
        reply,
      ),
  });
}

/** The person signed in and their session (the route's onRequest check has made sure there are). */
export function sessionOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw Object.assign(new Error("no session"), { statusCode: 401 });
  return request.signedIn;
}

/** The signed-in person, as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor & { id: string } {
  const { user } = sessionOf(request);
  return { label: user.email, id: user.id };
}
