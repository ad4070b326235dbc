import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { pairLabel, type AccountConversion, type MissingRate } from '../net-worth-view.ts';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type AccountBalanceProps = {
  account: Account;
  locale: string;
  conversion: AccountConversion;
  onAddRate?: (pair: MissingRate) => void;
};

/** The balance, its value in the base currency (with the rate's date) or the missing rate. */
export function AccountBalance({ account, locale, conversion, onAddRate }: AccountBalanceProps) {
  return (
    <Stack gap={2} align="flex-end">
      <Text fw={700} fz="lg" c={account.balance < 0 ? 'red.7' : undefined} style={numeric}>
        {formatMoney(account.balance, account.currency, locale)}
      </Text>
      {conversion.kind === 'converted' ? (
        <Text size="xs" c="dimmed" ta="right">
          ≈ {formatMoney(conversion.amount, conversion.currency, locale)} · tasa del {formatCalendarDate(conversion.rateDate, locale)}
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
          <Text span fw={700} c={account.available_credit < 0 ? 'red.7' : 'teal.8'} style={numeric}>
            {formatMoney(account.available_credit, account.currency, locale)}
          </Text>
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
