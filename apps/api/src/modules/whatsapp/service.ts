import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SimulateResult, UpdateWhatsAppSettingsInput, WhatsAppSettings } from '@cuentas/shared/schemas/whatsapp';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { enteredBy } from '../../db/authorship.ts';
import {
  accounts,
  householdMembers,
  transactions,
  users,
  whatsappInbox,
  whatsappSettings,
} from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { selectTransactions, selectTransactionsByIds } from '../transactions/service.ts';
import { chatLedgerOf } from './household-chat.ts';
import { storeMessages } from './inbox.ts';

// Deletion of an account forgets its number's messages and jobs (decision 036).
export { forgetSender } from './inbox.ts';
import { storedText } from './incoming.ts';

export const whatsappMessages = {
  account: 'No encontramos esta cuenta',
  ledger: 'Elige tu propio hogar o uno en el que puedas anotar',
  unlinked: 'Desvinculamos tu WhatsApp',
  failed: 'No pudimos procesar el mensaje. Inténtalo de nuevo.',
};

export async function getSettings(deps: Deps, session: SessionInfo): Promise<WhatsAppSettings> {
  const [[user], [settings]] = await Promise.all([
    deps.db
      .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, session.userId)),
    deps.db.select().from(whatsappSettings).where(eq(whatsappSettings.userId, session.userId)),
  ]);
  return {
    phone: user?.verifiedAt ? (user.phone ?? null) : null,
    phone_verified_at: isoOrNull(user?.verifiedAt),
    capture_enabled: settings?.captureEnabled ?? true,
    default_account_id: settings?.defaultAccountId ?? null,
    ledger_id: settings?.ledgerId ?? null,
    provider: deps.config.WHATSAPP_PROVIDER,
  };
}

export async function updateSettings(
  deps: Deps,
  session: SessionInfo,
  input: UpdateWhatsAppSettingsInput,
): Promise<WhatsAppSettings> {
  // The chat's household (decision 050): one the person writes in, never one they only see.
  if (input.ledger_id && input.ledger_id !== session.userId) {
    const [membership] = await deps.db
      .select({ role: householdMembers.role })
      .from(householdMembers)
      .where(and(eq(householdMembers.ledgerId, input.ledger_id), eq(householdMembers.memberId, session.userId)));
    if (!membership || membership.role === 'viewer') throw badRequest(whatsappMessages.ledger, 'ledger_id');
  }
  const [current] = await deps.db
    .select({ ledgerId: whatsappSettings.ledgerId })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.userId, session.userId));
  const ledgerChanges =
    input.ledger_id === undefined ? {} : { ledgerId: input.ledger_id === session.userId ? null : input.ledger_id };
  const ledgerId = (input.ledger_id === undefined ? current?.ledgerId : input.ledger_id) ?? session.userId;
  if (input.default_account_id) {
    const [account] = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(eq(accounts.id, input.default_account_id), eq(accounts.userId, ledgerId), isNull(accounts.archivedAt)),
      );
    if (!account) throw badRequest(whatsappMessages.account, 'default_account_id');
  }
  // Another ledger's accounts are not this one's: a new household starts without a default account.
  const ledgerMoved = input.ledger_id !== undefined && (ledgerChanges.ledgerId ?? null) !== (current?.ledgerId ?? null);
  const changes = {
    ...(input.capture_enabled !== undefined ? { captureEnabled: input.capture_enabled } : {}),
    ...(input.default_account_id !== undefined
      ? { defaultAccountId: input.default_account_id }
      : ledgerMoved
        ? { defaultAccountId: null }
        : {}),
    ...ledgerChanges,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(whatsappSettings)
    .values({ userId: session.userId, ...changes })
    .onConflictDoUpdate({ target: whatsappSettings.userId, set: changes });
  return getSettings(deps, session);
}

/** Unlinks the phone: messages from it are then answered as from an unknown number. */
export async function unlinkPhone(deps: Deps, session: SessionInfo): Promise<{ message: string }> {
  await deps.db
    .update(users)
    .set({ phone: null, phoneVerifiedAt: null, updatedAt: deps.now() })
    .where(eq(users.id, session.userId));
  return { message: whatsappMessages.unlinked };
}

/** The latest movements captured by WhatsApp (or the simulator), newest first. */
export async function listCaptures(deps: Deps, session: SessionInfo, limit = 5): Promise<Transaction[]> {
  // In a household's ledger, the person's own captures among everyone's (decision 050).
  const { ledgerId } = await chatLedgerOf(deps, session.userId);
  const mine =
    ledgerId === session.userId
      ? eq(transactions.userId, ledgerId)
      : and(eq(transactions.userId, ledgerId), enteredBy(session.userId, ledgerId));
  return selectTransactions(deps.db, and(mine, eq(transactions.origin, 'whatsapp')), limit);
}

/**
 * The in-app simulator: the message goes through the same inbox and pipeline as one from Meta, as
 * if sent from the user's phone, and the answer comes back here instead of going out by WhatsApp.
 */
export async function simulate(deps: Deps, session: SessionInfo, text: string): Promise<SimulateResult> {
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, session.userId));
  const messageId = `sim.${uuidv7()}`;
  const from = (user?.phone ?? '+0000000').replace(/^\+/, '');
  // Queued like a message from Meta: handled by the queue's workers, in order after the phone's earlier messages.
  const [id] = await storeMessages(
    deps,
    [
      {
        from,
        id: messageId,
        timestamp: String(Math.floor(deps.now().getTime() / 1000)),
        type: 'text',
        text: { body: text },
      },
    ],
    'simulator',
    session.userId,
  );
  const read = () =>
    deps.db
      .select({ reply: whatsappInbox.reply, status: whatsappInbox.status, transactionId: whatsappInbox.transactionId })
      .from(whatsappInbox)
      .where(eq(whatsappInbox.id, id!));
  // Nothing stored (the database refused the message): reported like a message not processed.
  if (!id) return { reply: whatsappMessages.failed, transaction: null };
  let [row] = await read();
  // The answer is a moment away (up to ten seconds, then the message is reported as not processed).
  for (let wait = 0; wait < 400 && row && row.status !== 'done' && row.status !== 'failed'; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    [row] = await read();
  }
  if (!row || row.status !== 'done') return { reply: whatsappMessages.failed, transaction: null };
  const [transaction] = row.transactionId
    ? await selectTransactionsByIds(deps.db, (await chatLedgerOf(deps, session.userId)).ledgerId, [row.transactionId])
    : [];
  return { reply: row.reply ?? '', transaction: transaction ?? null };
}

/** Recent conversation for the simulator panel: what was sent and answered, newest last. */
export async function recentConversation(deps: Deps, session: SessionInfo) {
  const rows = await deps.db
    .select({
      id: whatsappInbox.id,
      payload: whatsappInbox.payload,
      reply: whatsappInbox.reply,
      receivedAt: whatsappInbox.receivedAt,
    })
    .from(whatsappInbox)
    .where(eq(whatsappInbox.userId, session.userId))
    .orderBy(desc(whatsappInbox.receivedAt))
    .limit(20);
  return rows.reverse().map((row) => ({
    id: row.id,
    // Rows stored before the boundary checks may hold a body that is not text: shown empty, never a 500.
    text: storedText(row.payload),
    reply: row.reply ?? '',
    received_at: row.receivedAt.toISOString(),
  }));
}

// What the bank alerts forwarded by mail reuse (modules/mail-alerts, decision 035): the alert
// reader and the user's parsing context, so both channels read an alert the same way.
export { looksLikeAlert, parseAlert } from './alerts.ts';
export { loadUserContext, type UserContext } from './context.ts';
export type { Capture, ParseOutcome, Question } from './parse-message.ts';
// The words that name a category, which the alert mails read too (decision 035).
export { BANK_FEE, chargesItself } from './alert-fees.ts';
// Interest posted to a card or loan is a charge in a mail too, whatever its verb of money in.
export { interestOnDebt } from './alert-money-in.ts';
export { findCategoryWords } from './category-words.ts';
export { categoryByName } from './parse-message.ts';
