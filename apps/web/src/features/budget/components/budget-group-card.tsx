import { formatMoney } from '@cuentas/shared/money';
import type { Budget } from '@cuentas/shared/schemas/budgets';
import { ColorSwatch, Group, Paper, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { groupHasActivity } from '../budget-amount.ts';
import type { LineChange } from '../budget-amount.ts';
import classes from './budget-grid.module.css';
import { BudgetCategoryRow } from './budget-category-row.tsx';

type BudgetGroup = Budget['groups'][number];

type BudgetGroupCardProps = {
  group: BudgetGroup;
  currency: string;
  locale: string;
  onSaveLine: (categoryId: string, change: LineChange) => Promise<unknown>;
};

function groupSummary(group: BudgetGroup, money: (minor: number) => string): string {
  if (!groupHasActivity(group)) {
    return `${group.categories.length} ${group.categories.length === 1 ? 'categoría' : 'categorías'} · sin presupuesto`;
  }
  const rest = group.available < 0 ? `te pasaste ${money(-group.available)}` : `quedan ${money(group.available)}`;
  return `${money(group.spent)} de ${money(group.budgeted)} · ${rest}`;
}

/**
 * A category group (Vivienda, Alimentación…) with its totals and one row per category. Groups
 * with nothing planned, spent or carried are folded so the month fits on a phone.
 */
export function BudgetGroupCard({ group, currency, locale, onSaveLine }: BudgetGroupCardProps) {
  // Opens by itself once it has something (a copy fills it) and stays open, so clearing the last
  // amount never folds the row being typed in; the user's own fold or unfold wins.
  const active = groupHasActivity(group);
  const [wasActive, setWasActive] = useState(active);
  if (active && !wasActive) setWasActive(true);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wasActive;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const listId = `budget-group-${group.group_id}`;

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} component="section" aria-label={group.name}>
      <Title order={2} fz="md" m={0}>
        <UnstyledButton
          className={classes.toggle}
          onClick={() => setChosen(!open)}
          aria-expanded={open}
          aria-controls={listId}
        >
          <Group justify="space-between" align="center" px="md" py="sm" gap="xs" bg="gray.0">
            <Group gap="xs" wrap="nowrap" miw={0}>
              {open ? (
                <IconChevronDown size={18} aria-hidden="true" />
              ) : (
                <IconChevronRight size={18} aria-hidden="true" />
              )}
              <ColorSwatch color={group.color} size={14} withShadow={false} aria-hidden="true" />
              <Text span fw={700} inherit>
                {group.name}
              </Text>
            </Group>
            <Text
              span
              size="sm"
              c={group.available < 0 ? 'red.8' : 'dimmed'}
              fw={group.available < 0 ? 600 : 400}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {groupSummary(group, money)}
            </Text>
          </Group>
        </UnstyledButton>
      </Title>
      {open ? (
        <div id={listId}>
          <div className={`${classes.grid} ${classes.header}`} aria-hidden="true">
            <span className={classes.name}>Categoría</span>
            <span className={classes.budgeted} style={{ textAlign: 'right' }}>
              Presupuestado
            </span>
            <span className={classes.spent}>Gastado</span>
            <span className={classes.available}>Disponible</span>
            <span className={classes.rollover}>Acumular</span>
          </div>
          <div role="list" aria-label={`Categorías de ${group.name}`}>
            {group.categories.map((line) => (
              <BudgetCategoryRow
                key={line.category_id}
                line={line}
                currency={currency}
                locale={locale}
                onSave={(change) => onSaveLine(line.category_id, change)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </Paper>
  );
}
