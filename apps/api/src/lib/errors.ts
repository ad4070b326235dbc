import type { ApiErrorItem } from '@cuentas/shared/schemas/common';

/** An error the client may see: HTTP status plus Spanish error items (docs/architecture.md §5.2). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: ApiErrorItem[];

  constructor(statusCode: number, errors: ApiErrorItem[]) {
    super(errors[0]?.message ?? 'Error');
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, [field ? { message, field } : { message }]);
export const unauthorized = (message = 'Tu sesión ha expirado. Inicia sesión de nuevo.') =>
  new HttpError(401, [{ message }]);
export const notFound = (message = 'No encontramos lo que buscas') => new HttpError(404, [{ message }]);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, [field ? { message, field } : { message }]);
export const tooManyRequests = (message = 'Demasiados intentos. Espera un momento y vuelve a intentarlo.') =>
  new HttpError(429, [{ message }]);
