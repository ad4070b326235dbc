import {
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  fillPath,
} from '@cuentas/shared/contract/endpoint';
import type { AxiosRequestConfig } from 'axios';
import { type ApiClient, apiClient } from './api-client.ts';

// A part is optional when the endpoint's schema accepts it missing (or, for a query, empty).
type Field<E extends Endpoint, K extends 'params' | 'query' | 'body', T> = E[K] extends object
  ? undefined extends T
    ? { [P in K]?: T }
    : K extends 'query'
      ? Partial<T> extends T
        ? { [P in K]?: T }
        : { [P in K]: T }
      : { [P in K]: T }
  : { [P in K]?: never };

/** What a call sends: the path parameters, the query and the body its endpoint declares, typed by it. */
export type RequestInput<E extends Endpoint> = Field<E, 'params', ParamsInput<E>> &
  Field<E, 'query', QueryInput<E>> &
  (E['upload'] extends true ? { body: Blob | FormData } : Field<E, 'body', BodyInput<E>>) & {
    /** Axios options for this call only: `signal`, `timeout`, `headers`, `onUploadProgress`. */
    config?: AxiosRequestConfig;
  };

// The input may be left out when nothing in it is required.
type Args<E extends Endpoint> =
  Partial<RequestInput<E>> extends RequestInput<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

/**
 * Calls an endpoint of the contract (decision 029): the path comes from it with its parameters
 * filled in and encoded, and the answer's `data` has the type of its response schema. Nothing is
 * parsed at run time: the server's serializer already checks every answer against the same schema.
 * It goes through the shared client's own methods, so the wire and the component tests' fakes
 * (src/test/fakes.ts) see the same calls as before.
 */
export function request<const E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  const { params, query, body, config } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
    config?: AxiosRequestConfig;
  };
  const url = fillPath(endpoint.path, params);
  const options: AxiosRequestConfig | undefined = query === undefined ? config : { ...config, params: query };
  switch (endpoint.method) {
    case 'GET':
      return send('get', url, options);
    case 'DELETE':
      return send('delete', url, body === undefined ? options : { ...options, data: body });
    default:
      return send(
        endpoint.method === 'POST' ? 'post' : endpoint.method === 'PUT' ? 'put' : 'patch',
        url,
        body,
        options,
      );
  }
}

/** Calls the client's method without trailing undefined arguments, as a hand-written call would. */
function send<T>(method: keyof ApiClient, ...args: unknown[]): Promise<T> {
  while (args.length > 1 && args.at(-1) === undefined) args.pop();
  return (apiClient[method] as (...values: unknown[]) => Promise<T>).apply(apiClient, args);
}
