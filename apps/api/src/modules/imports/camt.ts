import type { Statement } from '@cuentas/shared/schemas/imports';
import { parseDate } from '@cuentas/shared/calendar-dates';
import { formatMoney } from '@cuentas/shared/money';
import { XMLParser } from 'fast-xml-parser';
import { parseBankAmount } from './amounts.ts';
import type { StatementFile } from './norma43.ts';

export const isCamt = (text: string) =>
  /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]|<(?:\w+:)?BkToCstmr(?:Stmt|AcctRpt|DbtCdtNtfctn)\b/.test(
    text.slice(0, 4096),
  );

export const camtMessages = {
  unreadable: 'No pudimos leer este archivo camt (XML ISO 20022): no parece un extracto completo',
  contradicts: (opening: number, entries: number, closing: number, currency: string) =>
    `Los saldos del extracto no cuadran con sus apuntes: el saldo inicial ${formatMoney(opening, currency)} más los apuntes (${formatMoney(entries, currency)}) da ${formatMoney(opening + entries, currency)}, y el extracto dice ${formatMoney(closing, currency)}. El archivo puede estar incompleto o alterado: pide a tu banco el extracto completo.`,
  severalAccounts: (count: number) =>
    `Este archivo camt trae extractos de ${count} cuentas. Descarga de tu banco un extracto por cuenta e impórtalo en la cuenta que le corresponde.`,
};

type Node = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'Bal', 'TxDtls', 'Ustrd', 'NtryDtls']);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim();
  return '';
};
const path = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => node(current)[key], value);
const dateOf = (value: unknown) => parseDate(textOf(path(value, 'Dt')) || textOf(path(value, 'DtTm')), 'YYYY-MM-DD');
const accountOf = (statement: Node) =>
  textOf(path(statement, 'Acct', 'Id', 'IBAN')) || textOf(path(statement, 'Acct', 'Id', 'Othr', 'Id'));

/**
 * Reads an ISO 20022 bank-to-customer statement (camt.053) or report (camt.052/054): booked
 * entries (Ntry) with amount, credit/debit, booking date, the counterparty and remittance text,
 * AcctSvcrRef as the bank's id; and the booked balances (OPBD/CLBD, else PRCD/CLAV).
 */
export function parseCamt(text: string, currency: string): StatementFile {
  const result: StatementFile = { rows: [], errors: [], balances: { opening: null, closing: null }, currency: null };
  let document: Node;
  try {
    document = node(parser.parse(text));
  } catch {
    result.errors.push({ row: 1, message: camtMessages.unreadable });
    return result;
  }
  const root = node(document.Document);
  const message = node(root.BkToCstmrStmt ?? root.BkToCstmrAcctRpt ?? root.BkToCstmrDbtCdtNtfctn);
  const statements = [...list(message.Stmt), ...list(message.Rpt), ...list(message.Ntfctn)];
  if (statements.length === 0) {
    result.errors.push({ row: 1, message: camtMessages.unreadable });
    return result;
  }
  const accounts = new Set(statements.map(accountOf));
  if (accounts.size > 1) {
    result.errors.push({ row: 1, message: camtMessages.severalAccounts(accounts.size) });
    return result;
  }
  result.currency = textOf(path(statements[0], 'Acct', 'Ccy')) || null;
  let row = 0;
  for (const statement of statements) {
    const balances = balancesOf(list(statement.Bal), currency);
    const firstRow = row + 1;
    let booked = 0;
    let bookedAll = true;
    if (balances.opening && (!result.balances.opening || balances.opening.date < result.balances.opening.date))
      result.balances.opening = balances.opening;
    if (balances.closing && (!result.balances.closing || balances.closing.date >= result.balances.closing.date))
      result.balances.closing = balances.closing;
    for (const entry of list(statement.Ntry)) {
      row++;
      const status = textOf(path(entry, 'Sts', 'Cd')) || textOf(entry.Sts);
      if (status && status !== 'BOOK') continue;
      const date = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt);
      if (!date) {
        result.errors.push({ row, message: 'El apunte no tiene una fecha contable (BookgDt) válida' });
        bookedAll = false;
        continue;
      }
      const amount = signed(entry, currency);
      if (!amount.ok) {
        result.errors.push({ row, message: `Importe no válido: ${amount.message}` });
        bookedAll = false;
        continue;
      }
      const details = list(entry.NtryDtls).flatMap((item) => list(item.TxDtls));
      const debit = amount.minor < 0;
      const party =
        details
          .map(
            (detail) =>
              textOf(path(detail, 'RltdPties', debit ? 'Cdtr' : 'Dbtr', 'Nm')) ||
              textOf(path(detail, 'RltdPties', debit ? 'Cdtr' : 'Dbtr', 'Pty', 'Nm')),
          )
          .find(Boolean) ?? '';
      const remittance = details
        .flatMap((detail) =>
          list(path(detail, 'RmtInf')).flatMap((info) =>
            (Array.isArray(info.Ustrd) ? info.Ustrd : [info.Ustrd]).map(textOf),
          ),
        )
        .filter(Boolean)
        .join(' ');
      const additional = textOf(entry.AddtlNtryInf);
      const payee = party || remittance || additional || 'Movimiento';
      const notes = [party ? remittance : '', additional !== payee ? additional : ''].filter(Boolean).join(' · ');
      booked += amount.minor;
      result.rows.push({
        row,
        date,
        amount: amount.minor,
        payee: payee.slice(0, 200),
        notes: notes.slice(0, 2000),
        fitid: textOf(entry.AcctSvcrRef) || textOf(entry.NtryRef) || null,
      });
    }
    // A statement whose balances do not follow from its entries contradicts itself: it is an
    // error that blocks the commit (like Norma 43's record 33), not a difference to reconcile later.
    // Only booked balances are compared: an available one (CLAV) may differ from the entries by holds and credit lines.
    if (
      bookedAll &&
      balances.booked &&
      balances.opening &&
      balances.closing &&
      balances.opening.amount + booked !== balances.closing.amount
    ) {
      result.errors.push({
        row: firstRow,
        message: camtMessages.contradicts(balances.opening.amount, booked, balances.closing.amount, currency),
      });
    }
  }
  return result;
}

function signed(item: Node, currency: string) {
  const amount = item.Amt;
  const code = typeof amount === 'object' ? String(node(amount)['@Ccy'] ?? '') : '';
  if (code && code !== currency)
    return { ok: false as const, message: `el importe está en ${code} y la cuenta en ${currency}` };
  const parsed = parseBankAmount(textOf(amount), '.', currency);
  if (!parsed.ok) return parsed;
  const indicator = textOf(item.CdtDbtInd);
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    return { ok: false as const, message: `falta el indicador CRDT/DBIT (dice "${indicator}")` };
  return { ok: true as const, minor: indicator === 'DBIT' ? -Math.abs(parsed.minor) : Math.abs(parsed.minor) };
}

/** The statement's opening and closing balances; `booked` when both are booked ones (OPBD or PRCD, and CLBD). */
function balancesOf(balances: Node[], currency: string): Statement & { booked: boolean } {
  const byCode = new Map<string, { date: string; amount: number }>();
  for (const balance of balances) {
    const code = textOf(path(balance, 'Tp', 'CdOrPrtry', 'Cd')) || textOf(path(balance, 'Tp', 'CdOrPrtry', 'Prtry'));
    const date = dateOf(balance.Dt);
    const amount = signed(balance, currency);
    if (code && date && amount.ok && !byCode.has(code)) byCode.set(code, { date, amount: amount.minor });
  }
  const opening = byCode.get('OPBD') ?? byCode.get('PRCD') ?? null;
  return {
    opening,
    closing: byCode.get('CLBD') ?? byCode.get('CLAV') ?? null,
    booked: opening !== null && byCode.has('CLBD'),
  };
}
