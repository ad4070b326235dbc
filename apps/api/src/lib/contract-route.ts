import type { Endpoint } from '@cuentas/shared/contract/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type App, ErrorsResponse, dataOf, failures } from './http.ts';

type Failures = typeof failures & { [S in 403 | 409 | 413 | 502]?: typeof ErrorsResponse };
type Envelope<E extends Endpoint> = E['response'] extends z.ZodType ? ReturnType<typeof dataOf<E['response']>> : never;
type Status<E extends Endpoint> = E['status'] extends 201 | 202 ? E['status'] : 200;

/** The Fastify schema an endpoint declares: the route's input and reply types come from it. */
export type EndpointSchema<E extends Endpoint> = {
  tags: string[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  // An endpoint without a JSON answer (a file) sends what it likes; its failures keep the envelope.
  response: E['response'] extends z.ZodType ? { [S in Status<E>]: Envelope<E> } & Failures : unknown;
};

/** What a route adds to its endpoint: the handler and Fastify's per-route options (hooks, limits, config). */
export type EndpointRouteOptions<E extends Endpoint> = Omit<
  RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointSchema<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;

/** The Fastify schema of an endpoint, with only the parts it declares. */
export function schemaOf(endpoint: Endpoint, tags: string[]) {
  const response: Record<number, z.ZodType> = { ...failures };
  for (const status of endpoint.failures ?? []) response[status] = ErrorsResponse;
  if (endpoint.response) response[endpoint.status ?? 200] = dataOf(endpoint.response);
  return {
    tags,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response,
  };
}

/**
 * Registers routes from their endpoints (decision 029): `route(accounts.get, { handler })` gives the
 * route its method, path and schemas, so the handler's input and reply are typed from the contract.
 */
export function contractRoutes(app: App, tags: string[]) {
  return function route<const E extends Endpoint>(endpoint: E, options: EndpointRouteOptions<E>): void {
    app.route<RouteGenericInterface, ContextConfigDefault, EndpointSchema<E>>({
      ...options,
      method: endpoint.method,
      url: endpoint.path,
      schema: schemaOf(endpoint, tags) as unknown as EndpointSchema<E>,
    });
  };
}
