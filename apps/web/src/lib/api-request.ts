import {
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  fillPath,
} from '@cuentas/shared/contract/endpoint';
import type { AxiosRequestConfig } from 'axios';
import { axiosInstance } from './api-client.ts';

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
  Field<E, 'body', BodyInput<E>> & {
    /** Axios options for this call only: `signal`, `timeout`, `headers`, `onUploadProgress`. */
    config?: AxiosRequestConfig;
  };

// The input may be left out when nothing in it is required.
type Args<E extends Endpoint> = Partial<RequestInput<E>> extends RequestInput<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

/**
 * Calls an endpoint of the contract (decision 029): the path comes from it with its parameters
 * filled in and encoded, and the answer's `data` has the type of its response schema. Nothing is
 * parsed at run time: the server's serializer already checks every answer against the same schema.
 */
export function request<const E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  const { params, query, body, config } = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown; config?: AxiosRequestConfig };
  // The response interceptor (api-client.ts) has already unwrapped `{data}`.
  return axiosInstance.request({
    ...config,
    method: endpoint.method,
    url: fillPath(endpoint.path, params),
    ...(query !== undefined && { params: query }),
    ...(body !== undefined && { data: body }),
  }) as Promise<ResponseOf<E>>;
}
