import type { AccountType } from '@cuentas/shared/schemas/accounts';
import type { SourceApp } from '@cuentas/shared/schemas/app-imports';
import type { TransactionStatus } from '@cuentas/shared/schemas/transactions';

/** A category as the other app names it; `group` is its group there (or the app's own default). */
export type AppCategory = { group: string; name: string; kind: 'expense' | 'income' };

export type AppLine = { amount: number; category: AppCategory | null; notes: string };

/** One movement of one account, read from the other app's export (decision 047). */
export type AppMovement = {
  /** The file row (or the database's row number) it came from, for the report. */
  row: number;
  account: string;
  date: string;
  /** Minor units of the account's currency; negative = money out. */
  amount: number;
  payee: string;
  notes: string;
  category: AppCategory | null;
  status: TransactionStatus;
  /** Stable across exports of the same data: a second import of the file books nothing twice. */
  externalId: string;
  /** The other account of a transfer, as the app names it; null for anything else. */
  transferTo: string | null;
  /** Shared by both legs of a transfer once they are paired. */
  pair: string | null;
  /** The lines of a split (adding up to `amount`); empty when it is not one. */
  lines: AppLine[];
  /** The payee is a bank's raw text (Fintonic): cleaned like a statement's, the text kept as the original. */
  bankText?: true;
};

export type AppAccount = {
  source: string;
  currency: string;
  type: AccountType;
  /** The app's starting balance, booked as the account's opening balance rather than a movement. */
  opening: { date: string; amount: number } | null;
};

export type Problem = { row: number; message: string };

export type AppFile = {
  app: SourceApp;
  accounts: Map<string, AppAccount>;
  movements: AppMovement[];
  problems: Problem[];
};

export function newAppFile(app: SourceApp): AppFile {
  return { app, accounts: new Map(), movements: [], problems: [] };
}

/** Registers an account the first time a row names it. */
export function accountOf(file: AppFile, source: string, currency: string, type: AccountType = 'checking'): AppAccount {
  let account = file.accounts.get(source);
  if (!account) {
    account = { source, currency, type, opening: null };
    file.accounts.set(source, account);
  }
  return account;
}

/** Adds a starting balance to the account's opening (an app may state it on several rows). */
export function addOpening(account: AppAccount, date: string, amount: number): void {
  if (!account.opening) account.opening = { date, amount };
  else
    account.opening = {
      date: date < account.opening.date ? date : account.opening.date,
      amount: account.opening.amount + amount,
    };
}

/** An account type guessed from its name in any of the apps' languages. */
export function typeFromName(name: string): AccountType {
  const text = name.toLowerCase();
  if (/visa|master|amex|tarjeta|credit|crédito|card/.test(text)) return 'credit_card';
  if (/ahorro|saving|depósito|deposit/.test(text)) return 'savings';
  if (/efectivo|cash|cartera|wallet|monedero/.test(text)) return 'cash';
  if (/inversi|invest|broker|fondo|bolsa/.test(text)) return 'investment';
  if (/préstamo|prestamo|loan|hipoteca|mortgage/.test(text)) return 'loan';
  return 'checking';
}

/**
 * Pairs the two legs of each transfer the app wrote as one row per account (YNAB, Actual's CSV,
 * Wallet): same date, opposite amounts, each naming the other's account (or, for apps that do not
 * name it, any other account). A leg whose other half is not in the file stays a plain movement
 * and is reported: booking it as income or spending would count the money twice.
 */
export function pairLegs(file: AppFile, namesOther: boolean): void {
  const waiting = new Map<string, AppMovement[]>();
  const keyOf = (leg: AppMovement, from: string, to: string | null) =>
    `${leg.date}|${leg.amount}|${from}|${namesOther ? to : ''}`;
  for (const leg of file.movements) {
    if (leg.transferTo === null || leg.pair !== null) continue;
    // The other leg is waiting under its own key: the opposite amount, seen from the other account.
    const wanted = keyOf({ ...leg, amount: -leg.amount }, namesOther ? leg.transferTo : '', leg.account);
    const candidates = waiting.get(wanted);
    const index = candidates?.findIndex((other) => other.account !== leg.account) ?? -1;
    if (candidates && index >= 0) {
      const other = candidates.splice(index, 1)[0]!;
      leg.pair = other.pair = `${file.app}:${other.externalId}`;
      if (!namesOther) {
        leg.transferTo = other.account;
        other.transferTo = leg.account;
      }
      continue;
    }
    const own = keyOf(leg, namesOther ? leg.account : '', leg.transferTo);
    waiting.set(own, [...(waiting.get(own) ?? []), leg]);
  }
  if (!namesOther) pairAcrossCurrencies(file);
  for (const leg of file.movements) {
    if (leg.transferTo === null || leg.pair !== null) continue;
    file.problems.push({
      row: leg.row,
      message: `Transferencia sin su otra mitad${namesOther ? ` en «${leg.transferTo}»` : ''}: la guardamos como un movimiento sin categoría`,
    });
    leg.payee ||= namesOther ? `Transferencia: ${leg.transferTo}` : 'Transferencia';
    leg.transferTo = null;
    leg.category = null;
  }
}

/**
 * Legs left over in accounts of different currencies: money out of one on the day money came into
 * the other is the same transfer at that day's rate, so the amounts differ.
 */
function pairAcrossCurrencies(file: AppFile): void {
  const left = file.movements.filter((leg) => leg.transferTo !== null && leg.pair === null);
  const currency = (leg: AppMovement) => file.accounts.get(leg.account)?.currency;
  for (const leg of left) {
    if (leg.pair !== null || leg.amount >= 0) continue;
    const other = left.find(
      (candidate) =>
        candidate.pair === null &&
        candidate.amount > 0 &&
        candidate.date === leg.date &&
        currency(candidate) !== currency(leg),
    );
    if (!other) continue;
    leg.pair = other.pair = `${file.app}:${leg.externalId}`;
    leg.transferTo = other.account;
    other.transferTo = leg.account;
  }
}
