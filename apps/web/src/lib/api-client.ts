import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, readErrorItems, transportMessages } from './api-error.ts';
import { getActiveLedger, LEDGER_HEADER } from './active-ledger.ts';
import { getAuthToken, removeAuthToken } from './auth-token.ts';
import { isPlanRequired, notifyPlanRequired } from './plan-required.ts';
import { localTimeZone } from './local-today.ts';
import { takeEarlyResponse } from './early-requests.ts';

export const API_TIMEOUT_MS = 10_000;
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A random UUID, also where `crypto.randomUUID` is missing (a self-hosted app served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Turns anything axios throws into an ApiError with Spanish wording for transport failures. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) {
    return new ApiError({ status: 0, kind: 'cancelled', errors: [{ message: transportMessages.cancelled }] });
  }
  if (!(error instanceof AxiosError)) {
    return new ApiError({ status: 0, kind: 'network', errors: [{ message: transportMessages.network }] });
  }
  const response = error.response;
  if (response) {
    const kind = response.status >= 500 ? 'bad_response' : 'bad_request';
    return new ApiError({ status: response.status, kind, errors: readErrorItems(response.data) });
  }
  const timedOut =
    error.code === AxiosError.ETIMEDOUT || (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message));
  if (timedOut) return new ApiError({ status: 0, kind: 'timeout', errors: [{ message: transportMessages.timeout }] });
  if (error.code === AxiosError.ERR_CANCELED) {
    return new ApiError({ status: 0, kind: 'cancelled', errors: [{ message: transportMessages.cancelled }] });
  }
  return new ApiError({ status: 0, kind: 'network', errors: [{ message: transportMessages.network }] });
}

/** The changes on their way, by what they send, with the key each went with. */
const inFlight = new Map<string, string>();

/** What identifies a change: method, URL, query and JSON body (none for a file upload). */
function actionOf(method: string, config: InternalAxiosRequestConfig): string | null {
  const data: unknown = config.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return null;
  return `${method} ${config.url ?? ''} ${JSON.stringify(config.params ?? null)} ${JSON.stringify(data ?? null)}`;
}

/** The action each request in flight was counted under (its body is JSON text by the time it settles). */
const actionOfRequest = new WeakMap<InternalAxiosRequestConfig, { action: string; key: string }>();

function settled(config: InternalAxiosRequestConfig) {
  const held = actionOfRequest.get(config);
  if (held && inFlight.get(held.action) === held.key) inFlight.delete(held.action);
}

export function createAxiosInstance(baseURL: string = import.meta.env.VITE_API_URL ?? '/api'): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
  });

  instance.interceptors.request.use((config) => {
    const token = getAuthToken();
    const ownHeaders = config.headers.has('Authorization') || config.headers.has(LEDGER_HEADER);
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    // The API's "today" (this month on the dashboard, default dates) is the user's, not UTC's.
    const timeZone = localTimeZone();
    if (timeZone) config.headers.set('X-Time-Zone', timeZone);
    // The household ledger open in this browser (decision 044); without it, the person's own.
    const ledger = getActiveLedger();
    if (ledger && !config.headers.has(LEDGER_HEADER)) config.headers.set(LEDGER_HEADER, ledger);
    // The first screen's GETs the entry script already started (early-requests.ts): the server's
    // answer to them, whatever its status, or the network as usual if that request got none.
    const early =
      (config.method ?? 'get').toUpperCase() === 'GET' && config.params === undefined && !ownHeaders
        ? takeEarlyResponse(config.url ?? '', token, ledger, timeZone)
        : undefined;
    if (early) {
      const network = axios.getAdapter(config.adapter ?? axios.defaults.adapter);
      config.adapter = (sent) =>
        early.then(
          ({ status, statusText, headers, body }) => {
            const response = { data: body, status, statusText, headers, config: sent, request: undefined };
            if (!sent.validateStatus || sent.validateStatus(status)) return response;
            // As axios's own adapters settle a refused status.
            const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
            throw new AxiosError(`Request failed with status code ${status}`, code, sent, undefined, response);
          },
          () => network(sent),
        );
    }
    // Every change carries a key, so the API answers a repeat of it as it answered the first
    // (decision 033). A copy sent while the same change is still on its way (a double click)
    // goes with the first's key; once that one has settled, the same data is a new action.
    const method = (config.method ?? 'get').toUpperCase();
    if (MUTATIONS.has(method) && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      const action = actionOf(method, config);
      const key = (action && inFlight.get(action)) || newIdempotencyKey();
      if (action && !inFlight.has(action)) {
        inFlight.set(action, key);
        actionOfRequest.set(config, { action, key });
      }
      config.headers.set(IDEMPOTENCY_KEY_HEADER, key);
    }
    return config;
  });

  instance.interceptors.response.use(
    // Success bodies are `{data: ...}`; callers only ever want what is inside.
    (response) => {
      settled(response.config);
      return (response.data as { data?: unknown } | undefined)?.data as never;
    },
    (error: unknown) => {
      if (error instanceof AxiosError && error.config) settled(error.config);
      const apiError = toApiError(error);
      // A 401 means the session is gone: forget the token; subscribers clear the cache and the
      // guards send the user to /login.
      if (apiError.status === 401) removeAuthToken();
      // The plan's 403 opens the upgrade prompt instead of reading as a failure (decision 014).
      if (isPlanRequired(error)) notifyPlanRequired(apiError.message);
      return Promise.reject(apiError);
    },
  );
  return instance;
}

/** The axios instance with its response already unwrapped to `data` (see the interceptor). */
export type ApiClient = {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
};

export const axiosInstance = createAxiosInstance();

// The interceptor changes what axios resolves with; this is the one place that tells TypeScript so.
export const apiClient = axiosInstance as unknown as ApiClient;
