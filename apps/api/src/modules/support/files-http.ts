import type { FastifyReply } from 'fastify';

/** Three files of 3 MB as base64 plus the text: the rest of the API keeps its 1 MB limit. */
export const ATTACHMENT_BODY_LIMIT = 14 * 1024 * 1024;

/** Always a download, never rendered inline by the API's origin, whatever the file holds. */
export function sendAttachment(reply: FastifyReply, file: { fileName: string; contentType: string; data: Buffer }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}
