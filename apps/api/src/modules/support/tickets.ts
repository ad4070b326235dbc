import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type CreateTicketInput,
  type CreateTicketSchema,
  MAX_OPEN_TICKETS,
  type ReplySchema,
  type Ticket,
  type TicketDetail,
  type TicketPage,
} from '@cuentas/shared/schemas/support';
import type { z } from 'zod';
import { supportAttachments, supportTickets, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { checkAttachments } from './attachments.ts';
import { staffNoticeMail, ticketReceivedMail } from './mails.ts';
import { ticketMessages } from './messages.ts';
import { loadThread, toTicket } from './serialize.ts';
import { staffEmails } from './staff.ts';
import { insertMessage } from './store.ts';

type TicketRow = typeof supportTickets.$inferSelect;

async function ownTicket(deps: Deps, userId: string, id: string): Promise<TicketRow> {
  const [row] = await deps.db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
    .limit(1);
  if (!row) throw notFound(ticketMessages.notFound);
  return row;
}

/** Mails each staff member in the background; a failure is logged and never fails the user's request. */
function tellStaff(deps: Deps, ticket: TicketRow, kind: 'new' | 'reply'): void {
  sendMailInBackground(deps, async () => {
    const [requester] = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, ticket.userId))
      .limit(1);
    if (!requester) return;
    const category = ticket.category as CreateTicketInput['category'];
    for (const to of await staffEmails(deps.db, ticket.userId)) {
      await deps.mailer.send(
        staffNoticeMail(to, { id: ticket.id, subject: ticket.subject, category }, requester, kind, deps.config.appUrl),
      );
    }
  });
}

export async function createTicket(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateTicketSchema>,
): Promise<TicketDetail> {
  const files = await checkAttachments(input.attachments);
  const now = deps.now();
  const id = uuidv7(now.getTime());
  const email = await deps.db.transaction(async (tx) => {
    // The user's row is locked so two tickets sent at once cannot both slip under the limit.
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, session.userId))
      .for('update');
    if (!user) throw unauthorized();
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, session.userId), ne(supportTickets.status, 'closed')));
    if ((open?.count ?? 0) >= MAX_OPEN_TICKETS) throw conflict(ticketMessages.tooManyOpen);
    await tx.insert(supportTickets).values({
      id,
      userId: session.userId,
      subject: input.subject,
      category: input.category,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    await insertMessage(tx, { ticketId: id, author: 'user', body: input.message, files, now });
    return user.email;
  });
  const ticket = await ownTicket(deps, session.userId, id);
  sendMailInBackground(deps, () =>
    deps.mailer.send(
      ticketReceivedMail(email, { id, subject: input.subject, category: input.category }, deps.config.appUrl),
    ),
  );
  tellStaff(deps, ticket, 'new');
  return { ...toTicket(ticket), messages: await loadThread(deps.db, ticket, 'user') };
}

/** Newest first, paged by id (v7 ids are ordered by creation time). */
export async function listTickets(
  deps: Deps,
  session: SessionInfo,
  cursor: string | undefined,
  limit: number,
): Promise<TicketPage> {
  const conditions = [eq(supportTickets.userId, session.userId)];
  if (cursor) conditions.push(sql`${supportTickets.id} < ${cursor}::uuid`);
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(and(...conditions))
    .orderBy(desc(supportTickets.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { items: page.map(toTicket), next_cursor: rows.length > limit ? page.at(-1)!.id : null };
}

export async function getTicket(deps: Deps, session: SessionInfo, id: string): Promise<TicketDetail> {
  const ticket = await ownTicket(deps, session.userId, id);
  return { ...toTicket(ticket), messages: await loadThread(deps.db, ticket, 'user') };
}

/** The user adds to the thread: an answered ticket is open again, waiting for staff. */
export async function replyToTicket(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof ReplySchema>,
): Promise<TicketDetail> {
  const ticket = await ownTicket(deps, session.userId, id);
  if (ticket.status === 'closed') throw badRequest(ticketMessages.closed);
  const files = await checkAttachments(input.attachments);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertMessage(tx, { ticketId: id, author: 'user', body: input.message, files, now });
    await tx.update(supportTickets).set({ status: 'open', updatedAt: now }).where(eq(supportTickets.id, id));
  });
  tellStaff(deps, ticket, 'reply');
  return getTicket(deps, session, id);
}

export async function closeTicket(deps: Deps, session: SessionInfo, id: string): Promise<Ticket> {
  await ownTicket(deps, session.userId, id);
  const [row] = await deps.db
    .update(supportTickets)
    .set({ status: 'closed', updatedAt: deps.now() })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, session.userId)))
    .returning();
  return toTicket(row!);
}

/** A file of one of the ticket's messages; `ticketId` has already been checked for access. */
export async function readAttachment(deps: Deps, ticketId: string, attachmentId: string) {
  const [file] = await deps.db
    .select({
      fileName: supportAttachments.fileName,
      contentType: supportAttachments.contentType,
      data: supportAttachments.data,
    })
    .from(supportAttachments)
    .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.ticketId, ticketId)))
    .limit(1);
  if (!file) throw notFound(ticketMessages.attachmentNotFound);
  return file;
}

export async function readOwnAttachment(deps: Deps, session: SessionInfo, ticketId: string, attachmentId: string) {
  await ownTicket(deps, session.userId, ticketId);
  return readAttachment(deps, ticketId, attachmentId);
}
