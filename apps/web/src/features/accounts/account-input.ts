import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatTypedAmount } from '@cuentas/shared/money';
import {
  type Account,
  type AccountType,
  type CreateAccountInput,
  lastDigitsField,
} from '@cuentas/shared/schemas/accounts';

/** What the account editor holds: amounts as typed ("1.234,56", "12.500"), dates as YYYY-MM-DD. */
export type AccountFormValues = {
  name: string;
  type: AccountType;
  currency: string;
  opening_balance: string;
  opening_date: string;
  credit_limit: string;
  /** "4821" or "5120, 8834": how a pasted bank alert names the account. */
  last_digits: string;
  /** "Bancolombia": optional, empty for none. */
  bank: string;
  /**
   * In a household of several (decision 049): a member's id, or '' for shared. Left undefined
   * where the editor does not ask, and then not sent.
   */
  owner?: string;
  /** Seen only by its owner; only the owner may set it. */
  private?: boolean;
};

export type AccountInputResult =
  | { ok: true; input: CreateAccountInput }
  | { ok: false; field: 'opening_balance' | 'credit_limit' | 'last_digits'; message: string };

export function emptyAccountValues(currency: string, today: string): AccountFormValues {
  return {
    name: '',
    type: 'checking',
    currency,
    opening_balance: '',
    opening_date: today,
    credit_limit: '',
    last_digits: '',
    bank: '',
  };
}

/** An account in the editor: amounts in its own currency, written as the user's country (`locale`) writes numbers. */
export function accountToValues(account: Account, locale: string): AccountFormValues {
  return {
    name: account.name,
    type: account.type,
    currency: account.currency,
    opening_balance:
      account.opening_balance === 0 ? '' : formatTypedAmount(account.opening_balance, account.currency, locale),
    opening_date: account.opening_date,
    credit_limit:
      account.credit_limit === null ? '' : formatTypedAmount(account.credit_limit, account.currency, locale),
    last_digits: account.last_digits ?? '',
    bank: account.bank ?? '',
    owner: account.owner_id ?? '',
    private: account.private ?? false,
  };
}

/**
 * Turns the typed values into the API payload; amounts in the account's currency's minor units.
 * `locale` (the user's country's) writes the example in an amount's error.
 */
export function valuesToAccountInput(values: AccountFormValues, locale: string): AccountInputResult {
  const balance =
    values.opening_balance.trim() === ''
      ? { ok: true as const, minor: 0 }
      : parseTypedAmount(values.opening_balance, values.currency, locale);
  if (!balance.ok) return { ok: false, field: 'opening_balance', message: balance.message };
  let creditLimit: number | null = null;
  if (values.type === 'credit_card' && values.credit_limit.trim() !== '') {
    const limit = parseTypedAmount(values.credit_limit, values.currency, locale);
    if (!limit.ok) return { ok: false, field: 'credit_limit', message: limit.message };
    if (limit.minor < 0) return { ok: false, field: 'credit_limit', message: 'El límite no puede ser negativo' };
    creditLimit = limit.minor;
  }
  const digits = values.last_digits.trim();
  if (digits !== '' && !lastDigitsField.safeParse(digits).success) {
    return {
      ok: false,
      field: 'last_digits',
      message: 'Escribe los últimos 4 dígitos; si son varios, sepáralos con comas',
    };
  }
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      type: values.type,
      currency: values.currency,
      opening_balance: balance.minor,
      ...(values.opening_date ? { opening_date: values.opening_date } : {}),
      credit_limit: creditLimit,
      last_digits: digits === '' ? null : digits,
      bank: values.bank.trim() === '' ? null : values.bank.trim(),
      ...(values.owner === undefined
        ? {}
        : {
            owner_id: values.owner === '' ? null : values.owner,
            private: values.owner !== '' && Boolean(values.private),
          }),
    },
  };
}
