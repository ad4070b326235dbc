import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { toCsv } from '@cuentas/shared/csv';
import { minorToInput } from '@cuentas/shared/money';
import { accounts, attachments, categories, transactionSplits, transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileStorageFor } from '../../lib/file-storage.ts';

export type ExportRow = {
  id: string;
  fileName: string;
  date: string;
  payee: string;
  amount: number;
  currency: string;
  category: string | null;
  account: string;
};

/** The year's attachments of the user's movements, oldest first; with a category, the movements in it (split lines too). */
export async function exportRows(deps: Deps, userId: string, year: number, categoryId?: string): Promise<ExportRow[]> {
  const inCategory = categoryId
    ? or(
        eq(transactions.categoryId, categoryId),
        sql`exists (select 1 from ${transactionSplits} s where s.transaction_id = ${transactions.id} and s.category_id = ${categoryId})`,
      )
    : undefined;
  return deps.db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      date: transactions.date,
      payee: transactions.payee,
      amount: transactions.amount,
      currency: accounts.currency,
      category: sql<string | null>`(select name from ${categories} c where c.id = ${transactions.categoryId})`,
      account: accounts.name,
    })
    .from(attachments)
    .innerJoin(transactions, eq(transactions.id, attachments.transactionId))
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(
      and(
        eq(attachments.userId, userId),
        eq(transactions.userId, userId),
        gte(transactions.date, `${year}-01-01`),
        lte(transactions.date, `${year}-12-31`),
        inCategory,
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.id), asc(attachments.id));
}

/** A part of a file name: letters, digits and dashes only, so every system opens it. */
function namePart(text: string, max: number): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, max) || 'sin-nombre'
  );
}

/** `2026-03-14_Mercadona_-45,30.jpg`; a second file of the same name gets `_2`. */
export function zipNames(rows: readonly ExportRow[]): string[] {
  const used = new Map<string, number>();
  return rows.map((row) => {
    const extension = row.fileName.split('.').at(-1)?.toLowerCase() ?? 'bin';
    const base = `${row.date}_${namePart(row.payee, 40)}_${minorToInput(row.amount, row.currency)}`;
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    return `${base}${seen > 1 ? `_${seen}` : ''}.${extension}`;
  });
}

/**
 * «Justificantes»: every attachment of the rows, then indice.csv (date, payee, amount, currency,
 * category, account, file). Streamed: files are read from storage one at a time and stored as they
 * are (photos and PDFs are already compressed), waiting for the client when it reads slowly.
 */
export function exportAttachmentsZip(deps: Deps, rows: readonly ExportRow[]): Readable {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const names = zipNames(rows);
  const run = async () => {
    const storage = fileStorageFor(deps);
    for (const [index, row] of rows.entries()) {
      const data = await storage.get(row.id, 'original');
      if (!data) continue;
      const entry = new ZipPassThrough(names[index]!);
      zip.add(entry);
      entry.push(data, true);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    const index = new ZipDeflate('indice.csv', { level: 6 });
    zip.add(index);
    const csv = toCsv(
      ['fecha', 'beneficiario', 'importe', 'moneda', 'categoría', 'cuenta', 'archivo'],
      rows.map((row, at) => [
        row.date,
        row.payee,
        minorToInput(row.amount, row.currency),
        row.currency,
        row.category ?? '',
        row.account,
        names[at]!,
      ]),
    );
    index.push(strToU8(csv), true);
    zip.end();
  };
  run().catch((err: unknown) => {
    deps.logger.error({ err }, 'attachments export failed');
    out.destroy(err instanceof Error ? err : new Error('attachments export failed'));
  });
  return out;
}
