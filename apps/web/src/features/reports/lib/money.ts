import { formatMoney } from '@cuentas/shared/money';
import { compactMoney } from './chart-data.ts';

export type MoneyFormatters = { currency: string; money: (minor: number) => string; axis: (minor: number) => string };

/** Tooltips and tables in full ("1.234,56 €"), axes short ("1,2 mil €"). */
export function moneyFormatters(currency: string, locale: string): MoneyFormatters {
  return {
    currency,
    money: (minor) => formatMoney(Math.round(Number(minor) || 0), currency, locale),
    axis: (minor) => compactMoney(Number(minor) || 0, currency, locale),
  };
}
