import { formatMoney } from '@cuentas/shared/money';
import type { Budget } from '@cuentas/shared/schemas/budgets';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBudgetOwner } from '../budget-owner.ts';
import { InlineAmountInput } from './inline-amount-input.tsx';

type BudgetSummaryProps = {
  budget: Budget;
  currency: string;
  locale: string;
  onSaveIncome: (minor: number) => Promise<unknown>;
};

function SummaryCard({
  label,
  children,
  hint,
  tone,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  tone?: 'danger' | 'success';
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      style={
        tone === 'danger'
          ? { borderColor: 'var(--mantine-color-red-4)', background: 'var(--mantine-color-red-0)' }
          : undefined
      }
    >
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
      {hint ? (
        <Text size="xs" c={tone === 'danger' ? 'red.9' : 'dimmed'} mt={4}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function Amount({ children, color }: { children: string; color?: string }) {
  return (
    <Text fz={{ base: 'lg', sm: 24 }} fw={750} c={color} style={{ fontVariantNumeric: 'tabular-nums' }} mt={4}>
      {children}
    </Text>
  );
}

/** The month at a glance: what you expect to earn, what you planned, what you spent and what is left to plan. */
export function BudgetSummary({ budget, currency, locale, onSaveIncome }: BudgetSummaryProps) {
  const { member } = useBudgetOwner();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  // A personal budget expects its member's monthly income, the one a split by incomes weighs.
  const incomeHint = member
    ? `Su ingreso mensual en el hogar, el mismo del reparto por ingresos. Recibido: ${money(budget.actual_income)}`
    : `Recibido hasta ahora: ${money(budget.actual_income)}`;
  const left = budget.left_to_budget;
  const leftHint =
    budget.expected_income === 0
      ? 'Escribe tu ingreso esperado para saber cuánto te queda por asignar.'
      : left < 0
        ? `Presupuestaste ${money(-left)} más de lo que esperas ganar.`
        : left === 0
          ? 'Todo tu ingreso tiene un destino. ¡Bien hecho!'
          : 'Asígnalo a tus categorías o a tus metas de ahorro.';

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <SummaryCard label="Ingreso esperado" hint={incomeHint}>
        <InlineAmountInput
          aria-label="Ingreso esperado"
          value={budget.expected_income}
          currency={currency}
          locale={locale}
          onSave={onSaveIncome}
          size="md"
          mt={4}
          styles={{
            input: {
              fontWeight: 700,
              fontSize: 'var(--mantine-font-size-lg)',
              textAlign: 'left',
              fontVariantNumeric: 'tabular-nums',
            },
          }}
        />
      </SummaryCard>
      <SummaryCard label="Presupuestado">
        <Amount>{money(budget.budgeted)}</Amount>
      </SummaryCard>
      <SummaryCard
        label="Gastado"
        hint={
          (budget.budgeted > 0 ? `${Math.round((budget.spent / budget.budgeted) * 100)} % de lo presupuestado. ` : '') +
          'Lo que salió en categorías de gasto, menos devoluciones; sin transferencias ni movimientos sin categoría.'
        }
      >
        <Amount color={budget.budgeted > 0 && budget.spent > budget.budgeted ? 'red.8' : undefined}>
          {money(budget.spent)}
        </Amount>
      </SummaryCard>
      <SummaryCard label="Por presupuestar" hint={leftHint} tone={left < 0 ? 'danger' : undefined}>
        <Amount color={left < 0 ? 'red.8' : left > 0 ? 'teal.9' : undefined}>{money(left)}</Amount>
      </SummaryCard>
    </SimpleGrid>
  );
}
