import { and, eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { formatMoney } from '@cuentas/shared/money';
import type { Db } from '../../db/client.ts';
import { mailAlerts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { localDate } from '../../lib/local-date.ts';
import { addRoad, type LedgerRow, movementsNear } from '../kernel/purchase-ledger.ts';
import { matchPurchases } from '../kernel/purchase-match.ts';
import { askSamePurchase, reviewNotice } from '../kernel/purchase-reviews.ts';
import { createNotification } from '../notifications/service.ts';
import { bookCapture } from '../transactions/service.ts';
import { type Capture, loadUserContext, type Question, type UserContext } from '../whatsapp/service.ts';
import { readAlert } from './read.ts';

type AlertRow = typeof mailAlerts.$inferSelect;

/** Why an alert read but not recorded waits in the inbox, in the user's words. */
export function questionReason(question: Question): { status: 'unmatched' | 'ask'; reason: string } {
  switch (question.reason) {
    case 'unknown_card':
      return {
        status: 'unmatched',
        reason: `Ninguna de tus cuentas termina en ${question.digits}. Si es tuya, ponle esos 4 dígitos en Cuentas y anótala a mano.`,
      };
    case 'alert_account':
    case 'which_account':
    case 'transfer_accounts':
    case 'no_accounts':
      return { status: 'unmatched', reason: 'No sabemos de cuál de tus cuentas es esta alerta.' };
    case 'alert_currency':
    case 'currency':
    case 'transfer_currency':
      return {
        status: 'ask',
        reason: `El cobro es en otra moneda${'currency' in question ? ` (${question.currency})` : ''}: anótalo con lo que te cobraron en la moneda de la cuenta.`,
      };
    case 'decimals':
      return { status: 'ask', reason: `No sabemos si ${question.value} lleva decimales en ${question.currency}.` };
    case 'too_large':
      return { status: 'ask', reason: 'El monto es demasiado grande para anotarlo.' };
    default: {
      // Reasons the reader may add later («unclear»: what it understood and what it is missing).
      const missing = (question as { missing?: unknown }).missing;
      return {
        status: 'ask',
        reason:
          typeof missing === 'string'
            ? `No sabemos ${missing}: anótala a mano.`
            : 'No pudimos leer el monto de la alerta con seguridad.',
      };
    }
  }
}

/**
 * The movement already in the ledger that is this alert's purchase, through the one matcher of
 * decision 048 (same account and amount, dates close, no alert on it yet: two equal coffees on two
 * days are two movements). The same alert forwarded twice meets the first one's movement.
 */
async function existingMovement(
  db: Db,
  userId: string,
  capture: Capture,
): Promise<{ row: LedgerRow; certain: boolean } | null> {
  const amount = capture.kind === 'income' ? capture.amount : -capture.amount;
  const ledger = await movementsNear(db, { userId, accountId: capture.account.id, amount, date: capture.date });
  const [match] = matchPurchases([{ date: capture.date, amount, text: capture.payee, road: 'alert' }], ledger);
  const row = match && ledger.find((item) => item.id === match.id);
  return row ? { row, certain: match.certain } : null;
}

/** «¿Es el mismo?»: an alert that may be a movement already there waits for the user. */
function sameQuestion(context: UserContext, capture: Capture, row: LedgerRow): string {
  const amount = formatMoney(Math.abs(row.amount), capture.account.currency, context.locale);
  const day = new Intl.DateTimeFormat(context.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${row.date}T00:00:00Z`),
  );
  const what = row.payee ? ` (${row.payee})` : '';
  return `¿Es el mismo? Ya tienes un movimiento de ${amount} del ${day}${what} en ${capture.account.name}. Si es otro, anótalo a mano; si es el mismo, descarta esta alerta.`;
}

/**
 * The alert's question is also kept in the account's review list («¿Es el mismo movimiento?»),
 * with what «No, son distintos» needs to record it as the reader understood it.
 */
async function askAboutAlert(db: Db, row: AlertRow, capture: Capture, movement: LedgerRow, now: Date) {
  const amount = capture.kind === 'income' ? capture.amount : -capture.amount;
  await askSamePurchase(db, {
    userId: row.userId,
    accountId: capture.account.id,
    transactionId: movement.id,
    road: 'alert',
    date: capture.date,
    amount,
    text: capture.payee || row.subject,
    externalId: null,
    incoming: { payee: capture.payee.slice(0, 200), category_id: capture.categoryId ?? null },
    mailAlertId: row.id,
    now,
  });
  await createNotification(db, row.userId, reviewNotice(capture.account.id, 1, 'alert'), now);
}

const KIND_WORDS = { expense: 'Gasto', income: 'Ingreso', transfer: 'Transferencia' } as const;

function describe(context: UserContext, capture: Capture): string {
  const amount = formatMoney(capture.amount, capture.account.currency, context.locale);
  if (capture.kind === 'transfer')
    return `Transferencia de ${amount} de ${capture.account.name} a ${capture.toAccount!.name}`;
  return `${KIND_WORDS[capture.kind]} de ${amount}${capture.payee ? ` en ${capture.payee}` : ''} · ${capture.account.name}`;
}

/** The day the alert was sent, in the user's zone: an alert that says no date is that day's. */
function dayOf(row: AlertRow, context: UserContext, now: Date): string {
  const sent = row.sentAt && row.sentAt.getTime() <= now.getTime() ? row.sentAt : now;
  return localDate(sent, context.session.timeZone);
}

/** Reads one stored alert and records it, links it, or leaves it in the inbox (decision 035). */
export async function processAlert(deps: Deps, id: string): Promise<AlertRow['status'] | 'gone'> {
  const [row] = await deps.db.select().from(mailAlerts).where(eq(mailAlerts.id, id)).limit(1);
  if (!row) return 'gone';
  if (row.status !== 'pending') return row.status;
  const [user] = await deps.db
    .select({ id: users.id, phone: users.phone, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) return 'gone';
  const loaded = await loadUserContext(deps, user);
  const context: UserContext = { ...loaded, today: dayOf(row, loaded, deps.now()) };
  const reading = readAlert({ from: row.fromAddress, subject: row.subject, body: row.body }, context);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const writing: Deps = { ...deps, db: tx as unknown as Db };
    const settle = async (set: Partial<AlertRow>) => {
      const [updated] = await tx
        .update(mailAlerts)
        .set({ ...set, processedAt: now, attempts: row.attempts + 1 })
        .where(and(eq(mailAlerts.id, row.id), eq(mailAlerts.status, 'pending')))
        .returning({ status: mailAlerts.status });
      return updated?.status ?? 'gone';
    };
    if (reading.kind === 'unreadable') return settle({ status: 'unreadable', reason: reading.reason });
    if (reading.kind === 'ask') return settle({ status: 'ask', reason: reading.reason });
    if (reading.kind === 'question') return settle(questionReason(reading.outcome.question));
    const capture = reading.outcome.capture;
    const existing = await existingMovement(writing.db, row.userId, capture);
    if (existing && !existing.certain) {
      if (capture.kind !== 'transfer') await askAboutAlert(tx as unknown as Db, row, capture, existing.row, now);
      return settle({ status: 'ask', reason: sameQuestion(context, capture, existing.row) });
    }
    if (existing) {
      await addRoad(writing.db, row.userId, existing.row.id, existing.row.roads, 'alert');
      return settle({ status: 'linked', transactionId: existing.row.id, reason: null });
    }
    const transactionId = await bookCapture(writing, context.session, capture, {
      origin: 'mail',
      text: reading.text === row.body ? row.body : `${row.subject}\n${row.body}`,
    });
    await createNotification(
      tx as unknown as Db,
      row.userId,
      {
        kind: 'mail_alert',
        title: 'Movimiento anotado desde tu correo',
        body: describe(context, capture),
        link: '/transactions',
      },
      now,
    );
    return settle({ status: 'recorded', transactionId, reason: null });
  });
}

/** The queue's handler: one job per stored alert; a failure is retried by the queue, then left pending. */
export async function processAlertJob(deps: Deps, job: Job<Record<string, unknown>>) {
  return { status: await processAlert(deps, String(job.data.id)) };
}
