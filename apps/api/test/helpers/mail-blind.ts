import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { FIXTURE_ACCOUNTS } from '../fixtures/mail-alerts/accounts.ts';
import { call, type TestContext } from './test-app.ts';
import {
  type AccountSpec,
  type BlindCase,
  COUNTRY_USERS,
  type ExpectedRecord,
  type FieldName,
  newBlindUser,
  pairRecords,
  type SavedRecord,
  savedRecords,
  withRecordsListed,
} from './whatsapp-blind.ts';

/**
 * The blind harness of bank alerts forwarded by mail (decision 035): each case gets a fresh user of
 * its country with the accounts of COUNTRY_USERS (and extraMailAccounts for the sets written with
 * them), its mail goes through a real SMTP session to the
 * app's listener, the queue reads it, and the ledger and the inbox are read back through the API.
 */
export type MailBlindCase = {
  id: string;
  country: BlindCase['country'];
  bank: string;
  from: string;
  subject: string;
  text?: string;
  html?: string;
  expect: { records: ExpectedRecord[] } | { unreadable: true } | { ask: true };
};

/**
 * One more account of a bank per country (FIXTURE_ACCOUNTS beyond COUNTRY_USERS). Writers from
 * blind-m on were told these exist for mail; a set written so is run with them
 * (MAIL_BLIND_EXTRA_ACCOUNTS=1), or its users would lack accounts the writer expected records in.
 */
export function extraMailAccounts(country: BlindCase['country']): AccountSpec[] {
  const known = new Set(COUNTRY_USERS[country].accounts.map((account) => account.name));
  return FIXTURE_ACCOUNTS[country]!.accounts.filter((account) => !known.has(account.name)).map((account) => ({
    ...account,
    opening: 0,
  }));
}

/** The corpus, refused when its bytes are not the ones frozen. */
export function readMailCorpus(file: string, expectedSha: string): MailBlindCase[] {
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== expectedSha)
    throw new Error(`El corpus ${file} cambió: sha256 ${sha}, congelado ${expectedSha}. No lo mido.`);
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => withRecordsListed(JSON.parse(line) as MailBlindCase));
}

export type MailCaseResult = {
  id: string;
  country: string;
  bank: string;
  right: boolean;
  /** Something saved that should not have been, or saved with a wrong amount, account or kind. */
  silentWrong: boolean;
  fields: Partial<Record<FieldName, boolean>>[];
  saved: SavedRecord[];
  inbox: { status: string; reason: string | null }[];
  expect: MailBlindCase['expect'];
};

export async function runMailCase(
  ctx: TestContext,
  smtpPort: number,
  item: MailBlindCase,
  withExtraAccounts = false,
): Promise<MailCaseResult> {
  const user = await newBlindUser(ctx, item.country, false, withExtraAccounts ? extraMailAccounts(item.country) : []);
  const headers = { 'x-time-zone': user.zone };
  const address = (await call(ctx, 'GET', '/api/mail-alerts/address', { token: user.token, headers })).data
    .address as string;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: item.from,
    to: address,
    subject: item.subject,
    text: item.text,
    html: item.html,
    date: ctx.clock.now(),
  });
  await ctx.app.jobs.run();
  const saved = await savedRecords(ctx, user);
  const alerts = (await call(ctx, 'GET', '/api/mail-alerts?view=all', { token: user.token, headers })).data
    .items as unknown as { status: string; reason: string | null }[];
  const inbox = alerts.filter((alert) => ['unreadable', 'unmatched', 'ask', 'pending'].includes(alert.status));
  const base = { id: item.id, country: item.country, bank: item.bank, saved, inbox, expect: item.expect };
  if (!('records' in item.expect)) {
    const right = saved.length === 0 && inbox.length > 0;
    return { ...base, right, silentWrong: saved.length > 0, fields: [] };
  }
  const pairs = pairRecords(item.expect.records, saved);
  const fields = pairs.map((pair) => pair.checks);
  const right =
    saved.length === item.expect.records.length && fields.every((checks) => Object.values(checks).every(Boolean));
  const silentWrong =
    saved.length > item.expect.records.length ||
    pairs.some((pair) => pair.saved && !(pair.checks.amount && pair.checks.account && pair.checks.kind));
  return { ...base, right, silentWrong, fields };
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

export function summarizeMail(results: MailCaseResult[], label: string): { text: string; misses: string } {
  const right = results.filter((result) => result.right).length;
  const lines = [`Alertas por correo, corpus ${label}: ${results.length} casos`];
  lines.push(`  totalmente bien: ${right}/${results.length} (${pct(right, results.length)})`);
  lines.push(`  guardados mal en silencio: ${results.filter((result) => result.silentWrong).length}`);
  const fieldNames: FieldName[] = ['kind', 'amount', 'currency', 'date', 'account', 'to', 'category', 'payee'];
  const all = results.flatMap((result) => result.fields);
  lines.push(`  por campo (${all.length} movimientos esperados):`);
  for (const field of fieldNames) {
    const checked = all.filter((checks) => checks[field] !== undefined);
    if (checked.length > 0)
      lines.push(
        `    ${field}: ${pct(checked.filter((checks) => checks[field]).length, checked.length)} (de ${checked.length})`,
      );
  }
  const group = (key: (result: MailCaseResult) => string, title: string) => {
    lines.push(`  por ${title}:`);
    const groups = new Map<string, MailCaseResult[]>();
    for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
    for (const [name, items] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
      lines.push(
        `    ${name}: ${items.filter((item) => item.right).length}/${items.length} (${pct(items.filter((item) => item.right).length, items.length)})`,
      );
  };
  group((result) => result.country, 'país');
  group((result) => `${result.country} ${result.bank}`, 'banco');
  const unreadable = results.filter((result) => !('records' in result.expect));
  lines.push(
    `  lo que debe quedar en la bandeja: ${unreadable.filter((result) => result.right).length}/${unreadable.length}`,
  );
  const misses = results
    .filter((result) => !result.right)
    .map(
      (result) =>
        `${result.id} (${result.country} ${result.bank})${result.silentWrong ? ' [MAL EN SILENCIO]' : ''}\n  esperado: ${JSON.stringify(result.expect)}\n  guardado: ${JSON.stringify(result.saved)}\n  bandeja: ${JSON.stringify(result.inbox)}\n  campos: ${JSON.stringify(result.fields)}`,
    )
    .join('\n');
  return { text: lines.join('\n'), misses };
}
