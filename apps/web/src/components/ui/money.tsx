import { formatMoney } from '@cuentas/shared/money';
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What the sign of an amount says by colour:
 * - `balance`: what you have; red below zero, the text colour otherwise.
 * - `flow`: money out and in; red below zero, green above.
 * - `income`: only money in stands out, in green; money out reads plain.
 */
export type MoneyTone = 'balance' | 'flow' | 'income';

/**
 * How the sign is written: `native` as the locale formats it, `plus` adds «+» to money in,
 * `explicit` writes «+» or «-» before the unsigned amount.
 */
export type MoneySign = 'native' | 'plus' | 'explicit';

export function moneyColor(amount: number, tone: MoneyTone = 'balance'): string | undefined {
  if (amount < 0) return tone === 'income' ? undefined : 'red.7';
  if (amount > 0 && tone !== 'balance') return 'teal.8';
  return undefined;
}

export function formatSignedMoney(
  amount: number,
  currency: string,
  locale: string,
  sign: MoneySign = 'native',
): string {
  // The hyphen-minus every other amount uses (formatMoney), not U+2212: one minus sign on screen.
  if (sign === 'explicit') return `${amount < 0 ? '-' : '+'}${formatMoney(Math.abs(amount), currency, locale)}`;
  return `${sign === 'plus' && amount > 0 ? '+' : ''}${formatMoney(amount, currency, locale)}`;
}

type MoneyProps = Omit<TextProps, 'c'> & {
  amount: number;
  currency: string;
  locale: string;
  tone?: MoneyTone;
  sign?: MoneySign;
  /** Words after the amount, in the same colour («en 12 meses»). */
  children?: ReactNode;
  role?: string;
};

/** An amount in digits that line up, never wrapped, coloured by its sign. */
export function Money({
  amount,
  currency,
  locale,
  tone = 'balance',
  sign = 'native',
  children,
  style,
  ...text
}: MoneyProps) {
  return (
    <Text
      c={moneyColor(amount, tone)}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...(style as object) }}
      {...text}
    >
      {formatSignedMoney(amount, currency, locale, sign)}
      {children}
    </Text>
  );
}
