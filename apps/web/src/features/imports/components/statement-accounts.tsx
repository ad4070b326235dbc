import type { Account } from '@cuentas/shared/schemas/accounts';
import { formatMoney } from '@cuentas/shared/money';
import type { FileStatement, ImportAnalysis } from '@cuentas/shared/schemas/imports';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';

/** A statement's place: an account id, "none" (left out), or undefined while the user has not chosen. */
export type StatementChoice = string | null | undefined;
const LEAVE_OUT = 'none';

type StatementAccountsProps = {
  statements: FileStatement[];
  accounts: Account[];
  choices: StatementChoice[];
  onChange: (choices: StatementChoice[]) => void;
  /** Each chosen statement's balance check, from the analysis. */
  analysis: ImportAnalysis | undefined;
  locale: string;
};

/**
 * A Norma 43 with several accounts' statements: each one with its bank account, movements and
 * balances, and the user's account it goes to (one account each, in its currency) or left out.
 */
export function StatementAccounts({
  statements,
  accounts,
  choices,
  onChange,
  analysis,
  locale,
}: StatementAccountsProps) {
  const pending = choices.filter((choice) => choice === undefined).length;
  return (
    <Stack gap="sm" role="region" aria-label="Extractos del archivo">
      <Stack gap={2}>
        <Text fw={600}>Este archivo trae los extractos de {statements.length} cuentas</Text>
        <Text size="sm" c="gray.7">
          Elige en qué cuenta tuya va cada uno, o déjalo fuera. Cada extracto va a una cuenta distinta.
        </Text>
      </Stack>
      {statements.map((statement) => {
        const currency = statement.currency ?? 'EUR';
        const money = (minor: number) => formatMoney(minor, currency, locale);
        const takenElsewhere = new Set(
          choices.filter((choice, index) => index !== statement.index && typeof choice === 'string'),
        );
        const data = [
          ...accounts
            .filter((account) => account.currency === currency && !takenElsewhere.has(account.id))
            .map((account) => ({ value: account.id, label: account.name })),
          { value: LEAVE_OUT, label: 'No importar este extracto' },
        ];
        const choice = choices[statement.index];
        const check = analysis?.statements.find((item) => item.index === statement.index)?.balance_check ?? null;
        return (
          <Paper key={statement.index} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  Extracto {statement.index + 1} · cuenta {statement.account}
                </Text>
                {check ? (
                  <Text size="sm" fw={600} c={check.difference === 0 ? 'teal.9' : 'red.9'}>
                    {check.difference === 0 ? 'Cuadra con el banco' : `Diferencia ${money(check.difference)}`}
                  </Text>
                ) : null}
              </Group>
              <Text size="sm" c="gray.7">
                {statement.count === 1 ? '1 movimiento' : `${statement.count.toLocaleString('es-ES')} movimientos`}
                {statement.closing
                  ? ` · saldo final ${money(statement.closing.amount)} el ${formatCalendarDate(statement.closing.date)}`
                  : ''}
                {statement.name ? ` · ${statement.name}` : ''}
              </Text>
              <Select
                label={`Cuenta para el extracto ${statement.index + 1}`}
                placeholder="Elige una cuenta"
                data={data}
                value={choice === null ? LEAVE_OUT : (choice ?? null)}
                onChange={(value) => {
                  const next = [...choices];
                  next[statement.index] = value === LEAVE_OUT ? null : (value ?? undefined);
                  onChange(next);
                }}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </Stack>
          </Paper>
        );
      })}
      {pending > 0 ? (
        <Text size="sm" c="gray.7" aria-live="polite">
          {pending === 1 ? 'Falta elegir la cuenta de 1 extracto.' : `Falta elegir la cuenta de ${pending} extractos.`}
        </Text>
      ) : null}
    </Stack>
  );
}
