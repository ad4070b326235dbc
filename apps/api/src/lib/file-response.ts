import type { FastifyReply } from 'fastify';

export type FileToSend = { fileName: string; contentType: string; data: Buffer };

/**
 * Sends a stored file a user uploaded (a support attachment, a receipt). The name travels in both
 * forms of Content-Disposition (plain ASCII and RFC 5987 UTF-8); the file can never run as a page
 * of the API's origin: no sniffing, and a CSP that forbids everything and sandboxes it, even when
 * opened inline.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: FileToSend,
  options: { inline: boolean; cache: 'no-store' | 'private' },
) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', options.cache === 'private' ? 'private, max-age=86400' : 'private, no-store')
    .send(file.data);
}
