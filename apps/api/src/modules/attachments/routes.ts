import fastifyMultipart from '@fastify/multipart';
import * as api from '@cuentas/shared/contract/attachments';
import {
  MAX_ATTACHMENT_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  attachmentMessages,
} from '@cuentas/shared/schemas/attachments';
import type { FastifyRequest } from 'fastify';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { sendStoredFile } from '../../lib/file-response.ts';
import type { App } from '../../lib/http.ts';
import { exportAttachmentsZip, exportRows } from './export-zip.ts';
import {
  assertOwnTransaction,
  deleteAttachment,
  listForTransaction,
  readAttachment,
  uploadToTransaction,
} from './service.ts';

/**
 * Reads the files of a multipart form into memory, each bounded by the per-file limit and the
 * form by the file count, so one request holds at most MAX_FILES_PER_UPLOAD × 10 MB.
 */
async function uploadedFiles(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }[]> {
  if (!request.isMultipart()) throw badRequest(attachmentMessages.noFiles, 'files');
  const files: { fileName: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: MAX_ATTACHMENT_FILE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: 20 },
    })) {
      const name = part.filename || 'archivo';
      try {
        files.push({ fileName: name, bytes: await part.toBuffer() });
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, [{ message: attachmentMessages.tooLarge(name), field: 'files' }]);
        throw err;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(attachmentMessages.tooManyFiles, 'files');
    // A form cut short or with a broken boundary.
    throw badRequest(attachmentMessages.noFiles, 'files');
  }
  if (files.length === 0) throw badRequest(attachmentMessages.noFiles, 'files');
  return files;
}

export async function attachmentRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  // Multipart only in this module's scope: the rest of the API keeps taking JSON alone.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_ATTACHMENT_FILE_BYTES } });
  const route = contractRoutes(app, ['attachments']);

  route(api.list, {
    handler: async (request) => ({
      data: await listForTransaction(deps, sessionOf(request).userId, request.params.id, sessionOf(request)),
    }),
  });
  route(api.upload, {
    handler: async (request, reply) => {
      const userId = sessionOf(request).userId;
      await assertOwnTransaction(deps.db, userId, request.params.id, sessionOf(request));
      const files = await uploadedFiles(request);
      return reply.code(201).send({ data: await uploadToTransaction(deps, userId, request.params.id, files) });
    },
  });
  route(api.exportYear, {
    handler: async (request, reply) => {
      const userId = sessionOf(request).userId;
      const rows = await exportRows(deps, userId, request.query.year, request.query.category_id);
      if (rows.length === 0) throw badRequest(attachmentMessages.exportEmpty, 'year');
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="justificantes-${request.query.year}.zip"`)
        .send(exportAttachmentsZip(deps, rows));
    },
  });
  route(api.file, {
    handler: async (request, reply) => {
      const { row, data } = await readAttachment(
        deps,
        sessionOf(request).userId,
        request.params.id,
        'original',
        sessionOf(request),
      );
      const inline = row.contentType.startsWith('image/');
      return sendStoredFile(
        reply,
        { fileName: row.fileName, contentType: row.contentType, data },
        { inline, cache: 'private' },
      );
    },
  });
  route(api.thumbnail, {
    handler: async (request, reply) => {
      const { row, data } = await readAttachment(
        deps,
        sessionOf(request).userId,
        request.params.id,
        'thumbnail',
        sessionOf(request),
      );
      return sendStoredFile(
        reply,
        { fileName: `miniatura-${row.fileName.replace(/\.[^.]+$/, '')}.jpg`, contentType: 'image/jpeg', data },
        { inline: true, cache: 'private' },
      );
    },
  });
  route(api.remove, {
    handler: async (request) => {
      await deleteAttachment(deps, sessionOf(request).userId, request.params.id, sessionOf(request));
      return { data: { message: attachmentMessages.deleted } };
    },
  });
}
