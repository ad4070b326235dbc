/**
 * «$» alone is the peso's sign in Colombia, Mexico, Argentina and Chile, and the dollar's
 * everywhere else: in Spain or Peru, «pagué $25 en amazon» and «Paid $25.00 at AMAZON US» are
 * dollars, which an account in euros or soles did not pay as written.
 */
const DOLLAR_SIGN_CURRENCIES = new Set(['COP', 'MXN', 'ARS', 'CLP', 'USD']);

/** The currency a bare «$» stands for beside an account in `currency`: undefined where it is that currency's own sign. */
export function dollarsOn(currency: string): string | undefined {
  return DOLLAR_SIGN_CURRENCIES.has(currency) ? undefined : 'USD';
}

/** Whether the amount as written («$25», «$ 40.00») carries a bare «$» (not «US$», «MX$»). */
export const bareDollar = (written: string) => /^\$/.test(written.trim());
