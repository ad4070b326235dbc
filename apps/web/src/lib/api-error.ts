import type { ApiErrorItem } from '@cuentas/shared/schemas/common';

export type { ApiErrorItem };

/** How a request failed, from the client's point of view (docs/architecture.md §8.4: transport error kinds). */
export type ApiErrorKind = 'network' | 'timeout' | 'bad_request' | 'bad_response' | 'cancelled';

export const transportMessages = {
  network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
  cancelled: 'La solicitud fue cancelada.',
} as const satisfies Partial<Record<ApiErrorKind, string>>;

/** The one error type every API call rejects with. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  readonly kind: ApiErrorKind;

  constructor(init: { status: number; errors: ApiErrorItem[]; kind: ApiErrorKind }) {
    super(init.errors[0]?.message ?? `Request failed (${init.kind})`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.kind = init.kind;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorItem(value: unknown): value is ApiErrorItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (typeof item.message !== 'string') return false;
  if (item.field !== undefined && typeof item.field !== 'string') return false;
  return item.errors === undefined || (Array.isArray(item.errors) && item.errors.every(isErrorItem));
}

/** Reads `{errors: [...]}` from a failure body; anything malformed yields no entries. */
export function readErrorItems(body: unknown): ApiErrorItem[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(isErrorItem);
}
