import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { RateText } from '../../../components/ui/rate-text.tsx';
import { pairLabel, type AccountConversion, type MissingRate } from '../net-worth-view.ts';
import { Money } from '../../../components/ui/money.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type AccountBalanceProps = {
  account: Account;
  locale: string;
  conversion: AccountConversion;
  onAddRate?: (pair: MissingRate) => void;
};

/** The balance, its value in the base currency (ConversionRate says with which rate) or the missing rate. */
export function AccountBalance({ account, locale, conversion, onAddRate }: AccountBalanceProps) {
  return (
    <Stack gap={2} align="flex-end">
      <Money amount={account.balance} currency={account.currency} locale={locale} fw={700} fz="lg" />
      {conversion.kind === 'converted' ? (
        <Text size="xs" c="dimmed" ta="right">
          ≈ {formatMoney(conversion.amount, conversion.currency, locale)}
        </Text>
      ) : null}
      {conversion.kind === 'missing' ? (
        onAddRate ? (
          <Anchor component="button" type="button" size="xs" c="orange.8" onClick={() => onAddRate(conversion.pair)}>
            Falta la tasa {pairLabel(conversion.pair)}
          </Anchor>
        ) : (
          <Text size="xs" c="orange.8">
            Falta la tasa {pairLabel(conversion.pair)}
          </Text>
        )
      ) : null}
    </Stack>
  );
}

/** Under a converted balance, the whole width of the row: the rate, its date and where it came from. */
export function ConversionRate({
  account,
  locale,
  conversion,
}: {
  account: Account;
  locale: string;
  conversion: AccountConversion;
}) {
  if (conversion.kind !== 'converted') return null;
  const note = {
    from: account.currency,
    to: conversion.currency,
    rate: conversion.rate,
    date: conversion.rateDate,
    source: conversion.rateSource,
  };
  return (
    <Text size="xs" c="dimmed" ta="right" data-testid="conversion-rate">
      Tasa: <RateText note={note} locale={locale} />
    </Text>
  );
}

/** Credit cards: what is still available of the limit, as words and a bar. */
export function CreditUsage({ account, locale }: { account: Account; locale: string }) {
  if (account.type !== 'credit_card') return null;
  if (account.credit_limit === null || account.available_credit === null) {
    return (
      <Text size="xs" c="dimmed">
        Sin límite de crédito registrado
      </Text>
    );
  }
  const limit = account.credit_limit;
  const used = limit > 0 ? Math.min(100, Math.max(0, ((limit - account.available_credit) / limit) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          Disponible{' '}
          <Money
            span
            amount={account.available_credit}
            currency={account.currency}
            locale={locale}
            tone="flow"
            fw={700}
          />
        </Text>
        <Text size="xs" c="dimmed" style={numeric}>
          Usado el {Math.round(used)} % de {formatMoney(limit, account.currency, locale)}
        </Text>
      </Group>
      <Progress
        value={used}
        color={used > 90 ? 'red' : used > 60 ? 'orange' : 'teal'}
        size="sm"
        aria-label={`Usado el ${Math.round(used)} % del límite`}
      />
    </Stack>
  );
}
