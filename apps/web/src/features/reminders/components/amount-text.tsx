import { formatMoney } from '@cuentas/shared/money';
import { Text, type TextProps } from '@mantine/core';

/** A reminder's amount: bills in red with a minus, collections in green with a plus. */
export function AmountText({ amount, currency, locale, ...props }: { amount: number; currency: string; locale: string } & TextProps) {
  const text = formatMoney(Math.abs(amount), currency, locale);
  return (
    <Text fw={600} c={amount < 0 ? 'red.8' : 'teal.8'} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} {...props}>
      {amount < 0 ? `−${text}` : `+${text}`}
    </Text>
  );
}
