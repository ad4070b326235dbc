import { createHash } from 'node:crypto';
import { minorDigits } from '@cuentas/shared/money';
import { normalizeText } from '../kernel/rule-matcher.ts';
import { type FeedRow, PENDING_FEED_PREFIX } from '../imports/service.ts';
import type { EbBalance, EbTransaction } from './client.ts';

/** Enable Banking's movements and balances as the import pipeline reads rows (decision 034). */

/** A decimal string ("12.3", "-0.05") in minor units, exactly: no float ever holds the amount. */
export function decimalToMinor(text: string, currency: string): number | null {
  const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = (match[3] ?? '').padEnd(digits + 1, '0');
  let minor = Number(match[2]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  // Half away from zero on a digit beyond the currency's (a bank sending "1.005" EUR).
  if (Number(fraction[digits] ?? '0') >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] === '-' ? -minor : minor;
}

const dateOf = (item: EbTransaction) => item.booking_date ?? item.value_date ?? item.transaction_date ?? null;

/**
 * The bank's reference is not enough to know a movement: some banks repeat one reference on
 * different movements. The key is the reference with the date, the amount and the text, so a
 * repeated reference on another movement is a new row, and the same movement pulled again is not.
 */
function feedKey(reference: string, date: string, amount: number, text: string) {
  return createHash('sha256')
    .update(`${reference}|${date}|${amount}|${normalizeText(text)}`)
    .digest('base64url')
    .slice(0, 32);
}

export function toFeedRows(items: EbTransaction[], currency: string): FeedRow[] {
  const rows: FeedRow[] = [];
  for (const item of items) {
    // Cancelled and rejected movements never moved money; a scheduled one (SCHD) has not yet: it
    // comes back as pending or booked on the day it moves.
    if (item.status === 'CNCL' || item.status === 'RJCT' || item.status === 'SCHD') continue;
    const date = dateOf(item);
    const magnitude = decimalToMinor(item.transaction_amount.amount, currency);
    if (!date || magnitude === null) continue;
    const amount = item.credit_debit_indicator === 'DBIT' ? -Math.abs(magnitude) : Math.abs(magnitude);
    const remittance = (item.remittance_information ?? []).join(' ').replace(/\s+/g, ' ').trim();
    const counterparty = (amount < 0 ? item.creditor?.name : item.debtor?.name)?.trim() ?? '';
    const payee = (counterparty || remittance || 'Movimiento bancario').slice(0, 200);
    const notes = counterparty && remittance && remittance !== counterparty ? remittance.slice(0, 500) : '';
    const pending = item.status === 'PDNG' || item.status === 'HOLD';
    const reference = item.entry_reference ?? item.transaction_id ?? null;
    const fitid = pending
      ? `${PENDING_FEED_PREFIX}${feedKey(reference ?? '', date, amount, `${payee} ${notes}`)}`
      : reference
        ? `eb:${feedKey(reference, date, amount, `${payee} ${notes}`)}`
        : null;
    rows.push({ row: rows.length + 1, date, amount, payee, notes, fitid, pending });
  }
  return rows;
}

/** The bank's booked balance: closing booked, then interim booked, then what else it states. */
const BALANCE_ORDER = ['CLBD', 'ITBD', 'XPCD', 'CLAV', 'ITAV', 'OPBD'];

export function bookedBalance(balances: EbBalance[], currency: string, today: string) {
  const ranked = [...balances]
    .filter((item) => item.balance_amount.currency === currency)
    .sort((a, b) => rank(a.balance_type) - rank(b.balance_type));
  const best = ranked[0];
  if (!best) return null;
  const amount = decimalToMinor(best.balance_amount.amount, currency);
  if (amount === null) return null;
  return { date: best.reference_date ?? today, amount };
}

const rank = (type: string) => {
  const index = BALANCE_ORDER.indexOf(type);
  return index === -1 ? BALANCE_ORDER.length : index;
};
