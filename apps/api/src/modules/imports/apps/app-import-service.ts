import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  type AppImportAnalysis,
  type AppImportResult,
  type AppImportSchema,
  sourceAppGuides,
} from '@cuentas/shared/schemas/app-imports';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { accounts, categories, configurations, transactions } from '../../../db/schema/index.ts';
import type { SessionInfo } from '../../../lib/auth.ts';
import type { Deps } from '../../../lib/deps.ts';
import { badRequest } from '../../../lib/errors.ts';
import { loadCategorizer } from '../../kernel/categorize.ts';
import { referenceMessages } from '../../kernel/ownership.ts';
import { freeLimits, hasPermission, planRequired } from '../../kernel/plan.ts';
import { bookAppFile, type Booking } from './book.ts';
import { defaultKeyFor, foldName } from './category-match.ts';
import { readAppExport } from './detect-app.ts';
import type { AppCategory, AppFile, Problem } from './model.ts';

type Input = z.output<typeof AppImportSchema>;
type Resolved = { categoryId: string | null; categoryName: string | null };

export const appImportMessages = {
  noSuchAccount: (source: string) => `El archivo no trae la cuenta «${source}»`,
  currency: (source: string, file: string, account: string) =>
    `«${source}» está en ${file} y la cuenta que elegiste en ${account}: elige una cuenta en ${file}`,
  sameAccount: 'Elegiste la misma cuenta para dos cuentas del archivo: cada una va a una distinta',
};

const categoryKey = (category: AppCategory) => `${category.kind}|${foldName(category.name)}`;
const PREVIEW_ROWS = 50;

/** What the file brings and where each part goes: the one reading both the review and the commit use. */
async function plan(deps: Deps | { db: Tx }, userId: string, input: Input, file: AppFile): Promise<Booking> {
  const own = await deps.db
    .select({ id: accounts.id, name: accounts.name, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.archivedAt)));
  const chosen = new Map(input.accounts.map((choice) => [choice.source, choice.account_id]));
  for (const source of chosen.keys())
    if (!file.accounts.has(source)) throw badRequest(appImportMessages.noSuchAccount(source), 'accounts');
  const targets = new Map<string, { id: string | null; name: string | null }>();
  const taken = new Set<string>();
  for (const account of file.accounts.values()) {
    let target: (typeof own)[number] | undefined;
    if (chosen.has(account.source)) {
      const id = chosen.get(account.source);
      target = id ? own.find((row) => row.id === id) : undefined;
      if (id && !target) throw badRequest(referenceMessages.account, 'accounts');
    } else {
      target = own.find((row) => foldName(row.name) === foldName(account.source) && row.currency === account.currency);
    }
    if (target && target.currency !== account.currency)
      throw badRequest(appImportMessages.currency(account.source, account.currency, target.currency), 'accounts');
    if (target && taken.has(target.id)) throw badRequest(appImportMessages.sameAccount, 'accounts');
    if (target) taken.add(target.id);
    targets.set(account.source, { id: target?.id ?? null, name: target?.name ?? null });
  }

  const mine = await deps.db
    .select({ id: categories.id, name: categories.name, kind: categories.kind, key: categories.key })
    .from(categories)
    .where(and(eq(categories.userId, userId), isNull(categories.archivedAt), sql`${categories.parentId} is not null`));
  const resolved = new Map<string, Resolved & { category: AppCategory }>();
  const wanted = file.movements.flatMap((movement) => [
    movement.category,
    ...movement.lines.map((line) => line.category),
  ]);
  for (const category of wanted) {
    if (!category || resolved.has(categoryKey(category))) continue;
    const key = defaultKeyFor(category.name, category.kind);
    const match =
      mine.find((row) => row.kind === category.kind && foldName(row.name) === foldName(category.name)) ??
      (key ? mine.find((row) => row.key === key) : undefined);
    resolved.set(categoryKey(category), { category, categoryId: match?.id ?? null, categoryName: match?.name ?? null });
  }

  const ids = file.movements.map((movement) => movement.externalId);
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await deps.db
      .select({ id: transactions.externalId })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.externalId, ids.slice(start, start + 5000))));
    for (const row of rows) existing.add(row.id!);
  }
  // Both legs of a transfer or neither: one alone would be a transfer with no other side.
  const pairsSeen = new Set(file.movements.filter((m) => m.pair && existing.has(m.externalId)).map((m) => m.pair));
  const fresh = file.movements.filter((m) => !existing.has(m.externalId) && !(m.pair && pairsSeen.has(m.pair)));
  return { file, targets, categories: resolved, fresh, alreadyImported: file.movements.length - fresh.length };
}

async function readInput(deps: Deps, userId: string, input: Input): Promise<AppFile> {
  const [config] = await deps.db
    .select({ currency: configurations.baseCurrency })
    .from(configurations)
    .where(eq(configurations.userId, userId));
  return readAppExport(Buffer.from(input.file_base64, 'base64'), config?.currency ?? 'EUR', input.app);
}

/** The review: accounts to create or map, categories to create, the first movements, what was not understood. */
export async function analyzeAppImport(deps: Deps, session: SessionInfo, input: Input): Promise<AppImportAnalysis> {
  const file = await readInput(deps, session.userId, input);
  const booking = await plan(deps, session.userId, input, file);
  const balances = new Map<string, number>();
  for (const [source, account] of file.accounts) balances.set(source, account.opening?.amount ?? 0);
  for (const movement of file.movements)
    balances.set(movement.account, (balances.get(movement.account) ?? 0) + movement.amount);
  const count = (source: string, transfers: boolean) =>
    booking.fresh.filter((m) => m.account === source && (m.pair !== null) === transfers).length;
  return {
    app: file.app,
    app_name: sourceAppGuides[file.app].name,
    accounts: [...file.accounts.values()].map((account) => ({
      source: account.source,
      currency: account.currency,
      movements: count(account.source, false) + count(account.source, true),
      transfers: count(account.source, true),
      balance: balances.get(account.source) ?? 0,
      account_id: booking.targets.get(account.source)!.id,
      account_name: booking.targets.get(account.source)!.name,
    })),
    categories: [...booking.categories.values()].map((item) => ({
      group: item.category.group,
      name: item.category.name,
      kind: item.category.kind,
      category_id: item.categoryId,
      category_name: item.categoryName,
    })),
    payees: new Set(file.movements.map((m) => m.payee).filter(Boolean)).size,
    movements: booking.fresh.length,
    transfers: new Set(booking.fresh.map((m) => m.pair).filter(Boolean)).size,
    splits: booking.fresh.filter((m) => m.lines.length > 0).length,
    already_imported: booking.alreadyImported,
    not_understood: file.problems.slice(0, 200),
    rows: booking.fresh.slice(0, PREVIEW_ROWS).map((m) => ({
      row: m.row,
      account: m.account,
      date: m.date,
      amount: m.amount,
      currency: file.accounts.get(m.account)!.currency,
      payee: m.payee,
      category: m.category?.name ?? null,
      transfer_to: m.pair ? m.transferTo : null,
      split_lines: m.lines.length,
    })),
  };
}

// Built on first use: the first Intl formatter of a process loads its locale data (~20 ms of a start).
let number: Intl.NumberFormat | undefined;
const plural = (count: number, one: string, many: string) =>
  `${(number ??= new Intl.NumberFormat('es-ES', { useGrouping: 'always' })).format(count)} ${count === 1 ? one : many}`;

/** The report the screen shows after the commit, in one sentence. */
export function reportOf(result: Omit<AppImportResult, 'message'>, problems: Problem[]): string {
  const parts = [
    plural(result.accounts_created, 'cuenta nueva', 'cuentas nuevas'),
    plural(result.movements, 'movimiento', 'movimientos'),
    plural(result.transfers, 'transferencia', 'transferencias'),
  ];
  let text = `Importé ${parts[0]}, ${parts[1]} y ${parts[2]}`;
  if (result.categories_created > 0) text += `; creé ${plural(result.categories_created, 'categoría', 'categorías')}`;
  if (result.already_imported > 0)
    text += `; ${plural(result.already_imported, 'movimiento ya estaba', 'movimientos ya estaban')} de antes`;
  if (problems.length > 0) {
    const listed = problems
      .slice(0, 5)
      .map((problem) => `fila ${problem.row} (${problem.message})`)
      .join(', ');
    text += `; ${plural(problems.length, 'fila no la entendí', 'filas no las entendí')}: ${listed}${problems.length > 5 ? '…' : ''}`;
  }
  return `${text}.`;
}

/** Books the whole export at once: all or nothing, and a second commit of the same file adds nothing. */
export async function commitAppImport(deps: Deps, session: SessionInfo, input: Input): Promise<AppImportResult> {
  const userId = session.userId;
  const file = await readInput(deps, userId, input);
  const capped = deps.config.BILLING_MODE !== 'off' && !(await hasPermission(deps, userId, 'accounts.unlimited'));
  // Loaded before the transaction: its reads run at once, which one transaction's connection cannot.
  const categorize = await loadCategorizer(deps.db, userId);
  const result = await deps.db.transaction(async (tx) => {
    // One commit per user at a time: the second of two sent at once finds the first's movements.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`app-import:${userId}`}, 0))`);
    const booking = await plan({ db: tx }, userId, input, file);
    if (capped) {
      const creating = [...booking.targets.values()].filter((target) => target.id === null).length;
      const [row] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), isNull(accounts.archivedAt)));
      if (creating > 0 && (row?.total ?? 0) + creating > freeLimits.accounts) throw planRequired('accounts.unlimited');
    }
    const [last] = await tx
      .select({ position: max(accounts.position) })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    return bookAppFile(
      tx,
      { userId, now: deps.now(), position: (last?.position ?? -1) + 1, fileName: input.file_name, categorize },
      booking,
    );
  });
  const summary = { app: file.app, ...result, not_understood: file.problems.slice(0, 200) };
  return { ...summary, message: reportOf(summary, file.problems) };
}
