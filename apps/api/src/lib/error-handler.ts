import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorItem } from '@cuentas/shared/schemas/common';
import { messages } from '@cuentas/shared/messages';
import { HttpError } from './errors.ts';

type ValidationItem = { instancePath: string; message?: string };

/** Turns request-validation issues into field errors: "/lines/0/amount" → field "lines.0.amount". */
export function validationToErrors(items: readonly ValidationItem[]): ApiErrorItem[] {
  return items.map((item) => {
    const field = item.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const message = item.message ?? messages.invalid;
    if (!field) return { message: 'La petición no tiene el formato esperado' };
    return { field, message };
  });
}

/** "/id", "/accountId", "/ticket_id": a path parameter that names a row. */
const isIdPath = (instancePath: string) => /^\/(?:id|\w*(?:_id|Id))$/.test(instancePath);

const statusMessages: Record<number, string> = {
  400: 'La petición no es válida',
  401: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  403: 'No tienes permiso para hacer esto',
  404: 'No encontramos lo que buscas',
  405: 'Este método no está permitido aquí',
  406: 'No podemos responder en el formato pedido',
  408: 'La petición tardó demasiado en llegar',
  411: 'Falta la longitud del cuerpo de la petición',
  413: 'La petición es demasiado grande',
  414: 'La dirección de la petición es demasiado larga',
  415: 'Tipo de contenido no admitido',
  431: 'Las cabeceras de la petición son demasiado grandes',
  429: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ errors: error.errors });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // An id in the path that is not even a UUID names nothing: the same 404 as an unknown id
    // (docs/architecture.md §4.4), so the web shows «no existe» instead of a form error.
    if (error.validationContext === 'params' && error.validation.every((item) => isIdPath(item.instancePath))) {
      return reply.code(404).send({ errors: [{ message: statusMessages[404]! }] });
    }
    return reply.code(400).send({ errors: validationToErrors(error.validation) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'El cuerpo de la petición no es JSON válido'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'El cuerpo de la petición está vacío: envía un objeto JSON'
          : (statusMessages[status] ?? statusMessages[400]!);
    return reply.code(status).send({ errors: [{ message }] });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ errors: [{ message: messages.serverFallback }] });
}
