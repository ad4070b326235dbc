import type { Account } from '@cuentas/shared/schemas/accounts';
import type { FeedAccount } from '@cuentas/shared/schemas/bank-feeds';
import { formatMoney } from '@cuentas/shared/money';
import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useLinkFeedAccount } from '../api/bank-feeds.ts';

const NEW = 'new';
type BalanceCompare = NonNullable<FeedAccount['balance_check']>;

/**
 * The register's reconciliation, prefilled with the bank's booked balance: the same link the
 * import's last step offers (`?conciliar=1&fecha=…&saldo=<minor units>`, read by the register).
 */
const reconcileUrl = (accountId: string, date: string, balance: number) =>
  `/accounts/${accountId}?${new URLSearchParams({ conciliar: '1', fecha: date, saldo: String(balance) })}`;

const shortDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * Where a difference with the bank comes from, line by line (decision 034): the bank's rows
 * waiting for the user's answer, movements typed here the bank has not booked, and what is older
 * than the connection (the opening balance), which «Conciliar» settles. Pending movements are
 * named too: the bank's booked balance leaves them out, and so does the comparison.
 */
function BalanceExplained(props: { check: BalanceCompare; accountId: string; currency: string; locale: string }) {
  const { check } = props;
  const money = (minor: number) => formatMoney(minor, props.currency, props.locale);
  const lines: ReactNode[] = [];
  if (check.explained.in_review !== 0)
    lines.push(
      <Text size="sm" key="review">
        Por revisar ({money(check.explained.in_review)}): el banco ya los cuenta; dinos si son los que ya tenías.{' '}
        <Anchor component={Link} to={`/accounts/${props.accountId}?revisar=1`} size="sm">
          Revisar
        </Anchor>
      </Text>,
    );
  if (check.explained.not_at_bank !== 0)
    lines.push(
      <Text size="sm" key="typed">
        Anotados aquí y aún no en el banco: {money(check.explained.not_at_bank)}.
      </Text>,
    );
  if (check.explained.before_connection !== 0)
    lines.push(
      <Text size="sm" key="before">
        De antes de la conexión ({money(check.explained.before_connection)}): el saldo inicial o los movimientos
        anteriores al {shortDate(check.explained.since, props.locale)} no coinciden con el banco.{' '}
        <Anchor component={Link} to={reconcileUrl(props.accountId, check.date, check.bank)} size="sm">
          Conciliar
        </Anchor>
      </Text>,
    );
  return (
    <Stack gap={2} aria-label="Diferencia con el banco explicada">
      <Text size="sm" c="dimmed">
        Saldo del banco el {shortDate(check.date, props.locale)}: {money(check.bank)}; aquí: {money(check.app)}.
        {check.explained.pending !== 0
          ? ` Pendientes en el banco: ${money(check.explained.pending)} (no cuentan en ninguno de los dos).`
          : ''}
      </Text>
      {check.difference !== 0 ? lines : null}
    </Stack>
  );
}

/** One account at the bank: where its movements go (a new account, or one of the same currency). */
export function FeedAccountRow(props: { feed: FeedAccount; accounts: Account[]; locale: string }) {
  const { feed } = props;
  const link = useLinkFeedAccount();
  const [choice, setChoice] = useState<string | null>(feed.account_id ?? NEW);
  const linked = props.accounts.find((account) => account.id === feed.account_id);
  const candidates = props.accounts.filter((account) => account.currency === feed.currency && !account.archived_at);
  const label = `${feed.name}${feed.iban_last4 ? ` ···${feed.iban_last4}` : ''}`;
  const check = feed.balance_check;

  function save() {
    if (!choice) return;
    link.mutate(
      {
        id: feed.id,
        account_id: choice === NEW ? null : choice,
        new_account: choice === NEW ? { name: feed.name, type: 'checking' } : null,
      },
      { onSuccess: () => toastSuccess(`${label}: movimientos sincronizados`) },
    );
  }

  return (
    <Stack gap={4} py="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed">
          {feed.currency}
        </Text>
      </Group>
      {linked ? (
        <Stack gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              Va a <strong>{linked.name}</strong>
              {feed.synced_through ? ` · al día hasta el ${feed.synced_through}` : ''}
            </Text>
            {check ? (
              check.difference === 0 ? (
                <Badge color="teal" variant="light">
                  Cuadra con el banco
                </Badge>
              ) : (
                <Badge color="orange" variant="light">
                  Diferencia con el banco: {formatMoney(check.difference, feed.currency, props.locale)}
                </Badge>
              )
            ) : null}
          </Group>
          {check ? (
            <BalanceExplained check={check} accountId={linked.id} currency={feed.currency} locale={props.locale} />
          ) : null}
        </Stack>
      ) : (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={`Cuenta para ${label}`}
            data={[
              { value: NEW, label: 'Crear una cuenta nueva' },
              ...candidates.map((account) => ({ value: account.id, label: account.name })),
            ]}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            w={260}
          />
          <Button onClick={save} loading={link.isPending} disabled={!choice}>
            Vincular
          </Button>
        </Group>
      )}
    </Stack>
  );
}
