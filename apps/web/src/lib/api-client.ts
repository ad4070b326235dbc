import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, readErrorItems, transportMessages } from './api-error.ts';
import { getAuthToken, removeAuthToken } from './auth-token.ts';
import { isPlanRequired, notifyPlanRequired } from './plan-required.ts';
import { localTimeZone } from './local-today.ts';

export const API_TIMEOUT_MS = 10_000;

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

export function createAxiosInstance(baseURL: string = import.meta.env.VITE_API_URL ?? '/api'): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    transitional: { clarifyTimeoutError: true },
  });

  instance.interceptors.request.use((config) => {
    const token = getAuthToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    // The API's "today" (this month on the dashboard, default dates) is the user's, not UTC's.
    const timeZone = localTimeZone();
    if (timeZone) config.headers.set('X-Time-Zone', timeZone);
    return config;
  });

  instance.interceptors.response.use(
    // Success bodies are `{data: ...}`; callers only ever want what is inside.
    (response) => (response.data as { data?: unknown } | undefined)?.data as never,
    (error: unknown) => {
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
