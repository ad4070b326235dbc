// Generates the benchmark user: 1,000,000 transactions over 10 years across 8 accounts and 40
// categories, with transfers and splits, straight into the database the load scripts use.
//   node bench/generate.ts                  → the embedded PostgreSQL in bench/data/embedded-run
//   BENCH_DATABASE_URL=postgres://… node bench/generate.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import {
  accounts,
  categories,
  configurations,
  sessions,
  transactionSplits,
  transactions,
  users,
} from '../apps/api/src/db/schema/index.ts';
import { hashPassword, newToken, sha256 } from '../apps/api/src/lib/crypto.ts';
import { uuidv7 } from '../apps/api/src/lib/ids.ts';
import { seedDefaultCategories } from '../apps/api/src/modules/categories/service.ts';
import { benchData, benchTarget } from './lib.ts';

const TOTAL = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const YEARS = 10;
const BATCH = 4000;

const payees = [
  'Mercadona',
  'Carrefour',
  'Lidl',
  'Éxito',
  'Jumbo',
  'OXXO',
  'Walmart',
  'Repsol',
  'Cepsa',
  'Terpel',
  'Uber',
  'Cabify',
  'Metro de Madrid',
  'Renfe',
  'Iberdrola',
  'Endesa',
  'Movistar',
  'Claro',
  'Netflix',
  'Spotify',
  'Amazon',
  'El Corte Inglés',
  'Zara',
  'Farmacia Cruz Verde',
  'Starbucks',
  'Juan Valdez',
  'Restaurante La Esquina',
  'Rappi',
  'Glovo',
  'Decathlon',
  'IKEA',
  'Leroy Merlin',
  'Cine Yelmo',
  'Sanitas',
];
const seededRandom = (() => {
  let state = 20261121;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
})();
const pick = <T>(list: readonly T[]) => list[Math.floor(seededRandom() * list.length)]!;

/** The bench database on a fresh PostgreSQL server: created through the server's `postgres` database. */
async function createDatabaseIfMissing(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

async function main() {
  const target = benchTarget();
  if (target.driver === 'embedded') rmSync(target.dataDir, { recursive: true, force: true });
  mkdirSync(target.dataDir, { recursive: true });
  if (target.databaseUrl) await createDatabaseIfMissing(target.databaseUrl);
  const started = performance.now();
  const opened = target.databaseUrl
    ? (() => {
        const database = openPostgres(target.databaseUrl, 4);
        return { database, close: database.close };
      })()
    : await openConfiguredDatabase(loadConfig({ DATA_DIR: target.dataDir }), { poolSize: 4 });
  const { database } = opened;
  await database.migrate();
  const db = database.db;
  if (target.driver === 'pg') await db.execute(sql`truncate users cascade`);

  const userId = uuidv7();
  const token = newToken();
  await db.insert(users).values({
    id: userId,
    email: 'bench@example.com',
    name: 'Bench',
    passwordHash: await hashPassword('bench-password-123'),
    emailVerifiedAt: new Date(),
  });
  await db
    .insert(sessions)
    .values({ id: uuidv7(), userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 365 * 86400_000) });
  await db
    .insert(configurations)
    .values({ userId, country: 'ES', baseCurrency: 'EUR', monthStartDay: 1, isCompleted: true });
  await db.transaction((tx) => seedDefaultCategories(tx, userId));
  const leafCategories = (
    await db.select({ id: categories.id, kind: categories.kind, parentId: categories.parentId }).from(categories)
  ).filter((category) => category.parentId !== null);
  // 40 categories in use: 32 kinds of expense and 8 of income.
  const expenseCategories = leafCategories.filter((category) => category.kind === 'expense').slice(0, 32);
  const incomeCategories = leafCategories.filter((category) => category.kind === 'income').slice(0, 8);

  const accountIds = Array.from({ length: 8 }, () => uuidv7());
  const start = new Date();
  start.setUTCFullYear(start.getUTCFullYear() - YEARS);
  const openingDate = start.toISOString().slice(0, 10);
  await db.insert(accounts).values(
    accountIds.map((id, index) => ({
      id,
      userId,
      name: `Cuenta ${index + 1}`,
      type: index === 7 ? ('credit_card' as const) : index === 6 ? ('savings' as const) : ('checking' as const),
      currency: 'EUR',
      openingBalance: 500_000,
      openingDate,
      creditLimit: index === 7 ? 300_000 : null,
      position: index,
    })),
  );

  const span = Date.now() - start.getTime();
  let written = 0;
  while (written < TOTAL) {
    const rows: (typeof transactions.$inferInsert)[] = [];
    const lines: (typeof transactionSplits.$inferInsert)[] = [];
    while (rows.length < BATCH && written + rows.length < TOTAL) {
      const date = new Date(start.getTime() + seededRandom() * span).toISOString().slice(0, 10);
      const accountId = pick(accountIds);
      const roll = seededRandom();
      if (roll < 0.04) {
        // A transfer: two legs.
        const transferId = uuidv7();
        const to = pick(accountIds.filter((id) => id !== accountId));
        const amount = Math.round(1000 + seededRandom() * 100_000);
        rows.push({ id: uuidv7(), userId, accountId, date, amount: -amount, payee: 'Transferencia', transferId });
        rows.push({ id: uuidv7(), userId, accountId: to, date, amount, payee: 'Transferencia', transferId });
      } else if (roll < 0.05) {
        const id = uuidv7();
        const a = -Math.round(500 + seededRandom() * 5000);
        const b = -Math.round(500 + seededRandom() * 5000);
        rows.push({ id, userId, accountId, date, amount: a + b, payee: pick(payees), isSplit: true });
        lines.push({
          id: uuidv7(),
          transactionId: id,
          userId,
          accountId,
          date,
          categoryId: pick(expenseCategories).id,
          amount: a,
          position: 0,
        });
        lines.push({
          id: uuidv7(),
          transactionId: id,
          userId,
          accountId,
          date,
          categoryId: pick(expenseCategories).id,
          amount: b,
          position: 1,
        });
      } else if (roll < 0.15) {
        rows.push({
          id: uuidv7(),
          userId,
          accountId,
          date,
          amount: Math.round(50_000 + seededRandom() * 300_000),
          payee: 'Nómina',
          categoryId: pick(incomeCategories).id,
        });
      } else {
        rows.push({
          id: uuidv7(),
          userId,
          accountId,
          date,
          amount: -Math.round(100 + seededRandom() * 20_000),
          payee: pick(payees),
          notes: seededRandom() < 0.1 ? 'compra con tarjeta' : '',
          categoryId: pick(expenseCategories).id,
          tags: seededRandom() < 0.05 ? ['viaje'] : [],
        });
      }
    }
    // Every movement a person enters carries them as its author (the API sets it), so the bench
    // ledger's indexes are as large as a real one's.
    await db.insert(transactions).values(rows.map((row) => ({ ...row, createdBy: userId })));
    if (lines.length) await db.insert(transactionSplits).values(lines);
    written += rows.length;
    if (written % 100_000 < BATCH)
      console.log(
        `  ${written.toLocaleString('es-ES')} movimientos (${Math.round((performance.now() - started) / 1000)} s)`,
      );
  }
  await db.execute(sql`analyze`);
  await opened.close();
  mkdirSync(benchData, { recursive: true });
  writeFileSync(target.tokenFile, token);
  console.log(
    `Generated ${written.toLocaleString('es-ES')} transactions on ${target.driver} in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
