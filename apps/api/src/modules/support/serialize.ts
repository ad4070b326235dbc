import { asc, eq, inArray } from 'drizzle-orm';
import type { Ticket, TicketCategory, TicketMessage } from '@cuentas/shared/schemas/support';
import type { Db } from '../../db/client.ts';
import { supportAttachments, supportMessages, type supportTickets, users } from '../../db/schema/index.ts';

type TicketRow = typeof supportTickets.$inferSelect;

export const STAFF_SIGNATURE = 'Equipo de Cuentas Claras';

export const toTicket = (row: TicketRow): Ticket => ({
  id: row.id,
  subject: row.subject,
  category: row.category as TicketCategory,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The thread, oldest first, with each message's attachments (never their bytes). Users see staff
 * answers signed by the team; staff see which member wrote each one.
 */
export async function loadThread(db: Db, ticket: TicketRow, view: 'user' | 'staff'): Promise<TicketMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      author: supportMessages.author,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      staffName: users.name,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.staffUserId))
    .where(eq(supportMessages.ticketId, ticket.id))
    .orderBy(asc(supportMessages.id));
  const files = rows.length
    ? await db
        .select({
          id: supportAttachments.id,
          messageId: supportAttachments.messageId,
          fileName: supportAttachments.fileName,
          contentType: supportAttachments.contentType,
          size: supportAttachments.size,
        })
        .from(supportAttachments)
        .where(
          inArray(
            supportAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(supportAttachments.id))
    : [];
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, ticket.userId)).limit(1);
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    author_name:
      row.author === 'user' ? (owner?.name ?? '') : view === 'staff' && row.staffName ? row.staffName : STAFF_SIGNATURE,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    attachments: files
      .filter((file) => file.messageId === row.id)
      .map((file) => ({ id: file.id, file_name: file.fileName, content_type: file.contentType, size: file.size })),
  }));
}
