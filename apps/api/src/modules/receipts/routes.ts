import fastifyMultipart from '@fastify/multipart';
import * as api from '@cuentas/shared/contract/receipts';
import { MAX_ATTACHMENT_FILE_BYTES, attachmentMessages } from '@cuentas/shared/schemas/attachments';
import { receiptMessages } from '@cuentas/shared/schemas/receipts';
import type { FastifyRequest } from 'fastify';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { closeEngine } from './reading-job.ts';
import { confirmReceipt, dismissReceipt, getReceipt, uploadReceipt } from './service.ts';

/** The one photo or PDF of a receipt form, bounded by the attachment size limit. */
async function receiptFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(receiptMessages.noFile, 'file');
  const files: { fileName: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: MAX_ATTACHMENT_FILE_BYTES, files: 1, fields: 5, parts: 10 },
    })) {
      const name = part.filename || 'recibo';
      try {
        files.push({ fileName: name, bytes: await part.toBuffer() });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, [{ message: attachmentMessages.tooLarge(name), field: 'file' }]);
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(receiptMessages.oneFile, 'file');
    throw badRequest(receiptMessages.noFile, 'file');
  }
  if (files.length === 0) throw badRequest(receiptMessages.noFile, 'file');
  return files[0]!;
}

export async function receiptRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  // Multipart only in this module's scope, as for attachments.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_ATTACHMENT_FILE_BYTES } });
  // The Tesseract worker ends with the app (tests build and close many apps in one process).
  app.addHook('onClose', () => closeEngine(deps));
  const route = contractRoutes(app, ['receipts']);

  route(api.upload, {
    handler: async (request, reply) => {
      const file = await receiptFile(request);
      const receipt = await uploadReceipt(deps, sessionOf(request).userId, { ...file, source: 'web' });
      return reply.code(202).send({ data: receipt });
    },
  });
  route(api.get, {
    handler: async (request) => ({ data: await getReceipt(deps, sessionOf(request).userId, request.params.id) }),
  });
  route(api.confirm, {
    handler: async (request) => ({
      data: await confirmReceipt(deps, sessionOf(request), request.params.id, request.body),
    }),
  });
  route(api.dismiss, {
    handler: async (request) => {
      await dismissReceipt(deps, sessionOf(request).userId, request.params.id);
      return { data: { message: receiptMessages.dismissed } };
    },
  });
}
