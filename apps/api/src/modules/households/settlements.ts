import { formatMoney } from '@cuentas/shared/money';
import type { SettleInput } from '@cuentas/shared/schemas/households';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settlements } from '../../db/schema/index.ts';
import { todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { createTransfer } from '../transactions/service.ts';
import { noticeSettlement } from './member-notices.ts';
import { assertCanWrite, balances, membersOf, splitMessages } from './shared-expenses.ts';

export const settleMessages = {
  nothingOwed: (from: string, to: string) => `No hay nada que saldar: ${from} no le debe nada a ${to} en esta moneda`,
  tooMuch: (from: string, to: string, owed: string) =>
    `Es más de lo que se debe: ${from} le debe a ${to} ${owed}. Salda esa cantidad o menos.`,
  accountCurrency: 'Esa cuenta lleva otra moneda: elige una cuenta en la moneda de la deuda',
} as const;

/**
 * What `from` owes `to` in one currency, read from the balances: at most what `from` owes in all
 * and what `to` is owed in all, so settling it never turns a debt around.
 */
export async function owedBetween(
  deps: Deps,
  actorId: string,
  ledgerId: string,
  from: string,
  to: string,
  currency: string,
): Promise<number> {
  const current = await balances(deps, actorId, ledgerId);
  const positions = current.currencies.find((row) => row.currency === currency)?.positions ?? [];
  const fromNet = positions.find((row) => row.member_id === from)?.net ?? 0;
  const toNet = positions.find((row) => row.member_id === to)?.net ?? 0;
  return Math.max(0, Math.min(-fromNet, toNet));
}

/**
 * «Saldar»: records what one member gave another, and with two accounts also books the money as a
 * transfer between them (linked by its `transfer_id`). Under the ledger's lock the debt is read
 * again first: a second «Saldar» sent at once (another idempotency key, another tab) finds it
 * already settled and answers 409, so the same debt is never paid twice.
 */
export async function settle(deps: Deps, actorId: string, ledgerId: string, input: SettleInput, timeZone?: string) {
  await assertCanWrite(deps, ledgerId, actorId);
  const members = await membersOf(deps, ledgerId);
  const from = members.find((member) => member.id === input.from_member);
  const to = members.find((member) => member.id === input.to_member);
  if (!from) throw badRequest(splitMessages.notMember, 'from_member');
  if (!to) throw badRequest(splitMessages.notMember, 'to_member');
  if (from.id === to.id) throw badRequest(splitMessages.sameMember, 'to_member');
  const date = input.date ?? todayFor(deps, { timeZone });
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`settle:${ledgerId}`}, 0))`);
    const inTx: Deps = { ...deps, db: tx as unknown as Db };
    const owed = await owedBetween(inTx, actorId, ledgerId, from.id, to.id, input.currency);
    if (owed === 0) throw conflict(settleMessages.nothingOwed(from.name, to.name), 'amount');
    if (input.amount > owed)
      throw conflict(settleMessages.tooMuch(from.name, to.name, formatMoney(owed, input.currency)), 'amount');
    let transferId: string | null = null;
    if (input.from_account_id && input.to_account_id) {
      const legs = await createTransfer(
        inTx,
        { userId: ledgerId, actorId, sessionId: 'settlement', timeZone },
        {
          from_account_id: input.from_account_id,
          to_account_id: input.to_account_id,
          date,
          amount: input.amount,
          to_amount: input.amount,
          payee: `${from.name} le pagó a ${to.name}`.slice(0, 200),
          notes: 'Saldar cuentas del hogar',
          tags: [],
        },
      );
      if (legs.some((leg) => leg.currency !== input.currency))
        throw badRequest(settleMessages.accountCurrency, 'from_account_id');
      transferId = legs[0]!.transfer_id;
    }
    const [inserted] = await tx
      .insert(settlements)
      .values({
        id: uuidv7(),
        userId: ledgerId,
        fromMember: from.id,
        toMember: to.id,
        amount: input.amount,
        currency: input.currency,
        date,
        transferId,
      })
      .returning();
    await noticeSettlement(inTx, { ledgerId, actorId, from, to, amount: input.amount, currency: input.currency });
    return inserted!;
  });
  return {
    id: row.id,
    from_member: row.fromMember,
    to_member: row.toMember,
    amount: row.amount,
    currency: row.currency,
    date: row.date,
    transfer_id: row.transferId,
  };
}
