import { and, desc, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { csvCell } from '@cuentas/shared/csv';
import { minorDigits } from '@cuentas/shared/money';
import type { TransactionFilters } from '@cuentas/shared/schemas/transactions';
import { transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { filterConditions } from './filters.ts';

const HEADER = ['fecha', 'cuenta', 'tipo', 'importe', 'moneda', 'beneficiario', 'categoría', 'etiquetas', 'notas'];
const PAGE = 5000;

function plainAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)},${abs.slice(-digits)}`;
}

/**
 * Streams the filtered set as a semicolon-separated CSV (what Spanish spreadsheets expect), in
 * keyset pages so a million rows never sit in memory. Amounts are numbers, so "-" leads them safely.
 */
export function exportTransactionsCsv(deps: Deps, session: SessionInfo, filters: TransactionFilters): Readable {
  async function* rows() {
    yield `\ufeff${HEADER.join(';')}\n`;
    const base = await filterConditions(deps.db, session.userId, filters, session);
    let cursor: { date: string; id: string } | undefined;
    for (;;) {
      const conditions = [...base];
      if (cursor)
        conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
      const page = await deps.db
        .select({
          id: transactions.id,
          date: transactions.date,
          amount: transactions.amount,
          payee: transactions.payee,
          notes: transactions.notes,
          tags: transactions.tags,
          transferId: transactions.transferId,
          account: sql<string>`(select name from accounts a where a.id = ${transactions.accountId})`,
          currency: sql<string>`(select currency from accounts a where a.id = ${transactions.accountId})`,
          category: sql<string | null>`(select name from categories c where c.id = ${transactions.categoryId})`,
          isSplit: transactions.isSplit,
        })
        .from(transactions)
        .where(and(...conditions))
        .orderBy(desc(transactions.date), desc(transactions.id))
        .limit(PAGE);
      if (page.length === 0) return;
      let chunk = '';
      for (const row of page) {
        const kind = row.transferId ? 'Transferencia' : row.amount > 0 ? 'Ingreso' : 'Gasto';
        const category = row.isSplit ? 'Dividida' : (row.category ?? '');
        chunk +=
          [
            row.date,
            csvCell(row.account),
            kind,
            plainAmount(row.amount, row.currency),
            row.currency,
            csvCell(row.payee),
            csvCell(category),
            csvCell(row.tags.join(', ')),
            csvCell(row.notes),
          ].join(';') + '\n';
      }
      yield chunk;
      const last = page.at(-1)!;
      cursor = { date: last.date, id: last.id };
    }
  }
  return Readable.from(rows());
}
