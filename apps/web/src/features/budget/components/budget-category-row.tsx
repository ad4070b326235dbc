import { formatMoney } from '@cuentas/shared/money';
import { useBudgetEditable } from '../budget-owner.ts';
import type { BudgetCategoryLine } from '@cuentas/shared/schemas/budgets';
import { Box, ColorSwatch, Group, Progress, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { progressCaption, progressPercent, statusColor, statusLabel, usedPercentLabel } from '../budget-status.ts';
import type { LineChange } from '../budget-amount.ts';
import classes from './budget-grid.module.css';
import { InlineAmountInput } from './inline-amount-input.tsx';

type BudgetCategoryRowProps = {
  line: BudgetCategoryLine;
  currency: string;
  locale: string;
  onSave: (change: LineChange) => Promise<unknown>;
};

function carriedText(carried: number, money: (minor: number) => string): string {
  return carried > 0
    ? `Incluye ${money(carried)} que te sobraron el mes anterior`
    : `Descuenta ${money(-carried)} que te pasaste el mes anterior`;
}

/** One category of the month: its amount (saved on blur or Enter), what was spent and what is left. */
export function BudgetCategoryRow({ line, currency, locale, onSave }: BudgetCategoryRowProps) {
  // The switch moves at once; the server's answer (or a failure) settles it.
  const [pendingRollover, setPendingRollover] = useState<boolean | null>(null);
  const canWrite = useBudgetEditable();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const color = statusColor(line.status);
  const active = line.budgeted !== 0 || line.spent !== 0 || line.carried !== 0;

  return (
    <Box className={`${classes.grid} ${classes.row}`} data-status={line.status} role="listitem" aria-label={line.name}>
      <div className={classes.name}>
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={line.color} size={10} withShadow={false} aria-hidden="true" />
          <Text fw={600} size="sm" truncate="end">
            {line.name}
          </Text>
        </Group>
        {active ? (
          <Group gap="xs" wrap="nowrap" mt={6} maw={360}>
            <Progress
              value={progressPercent(line.progress)}
              color={color}
              size="sm"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={`Gastado de ${line.name}: ${usedPercentLabel(line.progress)}, ${statusLabel(line.status)}`}
            />
            <Text
              size="xs"
              c={line.status === 'ok' ? 'dimmed' : `${color}.9`}
              fw={line.status === 'ok' ? 400 : 600}
              style={{ whiteSpace: 'nowrap' }}
            >
              {progressCaption(line)}
            </Text>
          </Group>
        ) : null}
        {line.carried !== 0 ? (
          <Text size="xs" c={line.carried > 0 ? 'teal.9' : 'red.9'} mt={4}>
            {carriedText(line.carried, money)}
          </Text>
        ) : null}
      </div>
      <div className={classes.budgeted}>
        <span className={classes.caption} aria-hidden="true">
          Presupuestado
        </span>
        <InlineAmountInput
          aria-label={`Presupuesto de ${line.name}`}
          value={line.budgeted}
          currency={currency}
          locale={locale}
          size="sm"
          onSave={(amount) => onSave({ amount })}
        />
      </div>
      <div className={classes.spent}>
        <span className={classes.caption}>Gastado</span>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money(line.spent)}
        </Text>
      </div>
      <div className={classes.available}>
        <span className={classes.caption}>Disponible</span>
        <Text
          size="sm"
          fw={700}
          c={line.available < 0 ? 'red.8' : line.available > 0 ? 'teal.9' : 'dimmed'}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {money(line.available)}
        </Text>
      </div>
      <div className={classes.rollover}>
        <Switch
          label={<span className={classes.caption}>Acumular</span>}
          aria-label={`Acumular lo que sobre de ${line.name}`}
          checked={pendingRollover ?? line.rollover}
          disabled={pendingRollover !== null || !canWrite}
          size="sm"
          onChange={(event) => {
            const rollover = event.currentTarget.checked;
            setPendingRollover(rollover);
            onSave({ rollover })
              .catch((error: unknown) => toastErrors(allErrorMessages(error)))
              .finally(() => setPendingRollover(null));
          }}
        />
      </div>
    </Box>
  );
}
