import { and, desc, eq, sql } from 'drizzle-orm';
import type { InboxPage, InboxTicketDetail, ReplySchema, TicketStatus } from '@cuentas/shared/schemas/support';
import type { z } from 'zod';
import { supportTickets, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { checkAttachments } from './attachments.ts';
import { ticketAnsweredMail } from './mails.ts';
import { ticketMessages } from './messages.ts';
import { loadThread, toTicket } from './serialize.ts';
import { insertMessage } from './store.ts';
import { readAttachment } from './tickets.ts';

// Staff see who wrote (name and email) and the ticket; nothing here reads accounts or transactions.
const requester = { name: users.name, email: users.email };

export async function listInbox(
  deps: Deps,
  status: TicketStatus | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<InboxPage> {
  const conditions = [];
  if (status) conditions.push(eq(supportTickets.status, status));
  if (cursor) conditions.push(sql`${supportTickets.id} < ${cursor}::uuid`);
  const rows = await deps.db
    .select({ ticket: supportTickets, requester })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({ ...toTicket(row.ticket), requester: row.requester })),
    next_cursor: rows.length > limit ? page.at(-1)!.ticket.id : null,
  };
}

async function loadTicket(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({ ticket: supportTickets, requester })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  if (!row) throw notFound(ticketMessages.notFound);
  return row;
}

export async function getInboxTicket(deps: Deps, id: string): Promise<InboxTicketDetail> {
  const { ticket, requester: who } = await loadTicket(deps, id);
  return { ...toTicket(ticket), requester: who, messages: await loadThread(deps.db, ticket, 'staff') };
}

/** A staff answer: the ticket becomes "answered" (even a closed one) and the user gets a mail. */
export async function answerTicket(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof ReplySchema>,
): Promise<InboxTicketDetail> {
  const { ticket, requester: who } = await loadTicket(deps, id);
  const files = await checkAttachments(input.attachments);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertMessage(tx, {
      ticketId: id,
      author: 'staff',
      staffUserId: session.userId,
      body: input.message,
      files,
      now,
    });
    await tx.update(supportTickets).set({ status: 'answered', updatedAt: now }).where(eq(supportTickets.id, id));
  });
  sendMailInBackground(deps, () =>
    deps.mailer.send(ticketAnsweredMail(who.email, ticket, input.message, deps.config.appUrl)),
  );
  return getInboxTicket(deps, id);
}

export async function setInboxStatus(deps: Deps, id: string, status: TicketStatus): Promise<InboxTicketDetail> {
  await loadTicket(deps, id);
  await deps.db.update(supportTickets).set({ status, updatedAt: deps.now() }).where(eq(supportTickets.id, id));
  return getInboxTicket(deps, id);
}

export async function readInboxAttachment(deps: Deps, ticketId: string, attachmentId: string) {
  await loadTicket(deps, ticketId);
  return readAttachment(deps, ticketId, attachmentId);
}
