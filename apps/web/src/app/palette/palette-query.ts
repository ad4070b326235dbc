import type { ListTransactionsQueryInput } from '@cuentas/shared/schemas/transactions';
import { parseMoney } from '@cuentas/shared/money';

/**
 * What the palette asks the transaction list for (docs/architecture.md §8.10): an amount typed as
 * people write money («45.000», «>100», «<20,50») becomes bounds on the movement's size in the
 * base currency; anything else is the list's text search. Null: too short to ask anything.
 */
export function movementQuery(text: string, baseCurrency: string): ListTransactionsQueryInput | null {
  const typed = text.trim();
  const comparison = /^([<>])\s*(.+)$/.exec(typed);
  const amountText = comparison ? comparison[2]! : typed;
  // Only something that looks like a number is read as an amount: «4» or «2024» too, since the
  // list's text search would find them in payees anyway less often than a price.
  if (/^[-+]?[\d.,\s]*\d[\d.,\s]*$/.test(amountText)) {
    const parsed = parseMoney(amountText, baseCurrency);
    if (parsed.ok) {
      const minor = Math.abs(parsed.minor);
      const bounds =
        comparison?.[1] === '>'
          ? { min_amount: minor + 1 }
          : comparison?.[1] === '<'
            ? { max_amount: Math.max(minor - 1, 0) }
            : { min_amount: minor, max_amount: minor };
      return { ...bounds, amount_currency: baseCurrency, limit: 6 };
    }
  }
  if (comparison) return null;
  if (typed.length < 2) return null;
  return { q: typed.slice(0, 200), limit: 6 };
}

/** A case- and accent-blind match for the palette's own lists (screens, accounts, payees). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
