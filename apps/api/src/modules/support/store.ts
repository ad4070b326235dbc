import type { Tx } from '../../db/client.ts';
import { supportAttachments, supportMessages } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { CheckedAttachment } from './attachments.ts';

/** Adds one message (and its files) to a ticket inside the caller's transaction. */
export async function insertMessage(
  tx: Tx,
  message: {
    ticketId: string;
    author: 'user' | 'staff';
    staffUserId?: string;
    body: string;
    files: CheckedAttachment[];
    now: Date;
  },
): Promise<string> {
  const id = uuidv7(message.now.getTime());
  await tx.insert(supportMessages).values({
    id,
    ticketId: message.ticketId,
    author: message.author,
    staffUserId: message.staffUserId ?? null,
    body: message.body,
    createdAt: message.now,
  });
  for (const file of message.files) {
    await tx.insert(supportAttachments).values({
      id: uuidv7(message.now.getTime()),
      messageId: id,
      ticketId: message.ticketId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      data: file.data,
      createdAt: message.now,
    });
  }
  return id;
}
