import type { FastifyReply } from 'fastify';
import { type FileToSend, sendStoredFile } from '../../lib/file-response.ts';

/** Three files of 3 MB as base64 plus the text: the rest of the API keeps its 1 MB limit. */
export const ATTACHMENT_BODY_LIMIT = 14 * 1024 * 1024;

/** Always a download, never rendered inline by the API's origin, whatever the file holds. */
export function sendAttachment(reply: FastifyReply, file: FileToSend) {
  return sendStoredFile(reply, file, { inline: false, cache: 'no-store' });
}
