import type { Budget } from '@cuentas/shared/schemas/budgets';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { HiddenAccountsNote } from '../../../components/ui/hidden-accounts-note.tsx';
import { localeForCountry } from '../../../lib/locale.ts';
import { useConfiguration } from '../../../api/configuration.ts';
import { useBudget } from '../api/get-budget.ts';
import { hasBudgetedAmounts, type LineChange } from '../budget-amount.ts';
import { currentBudgetMonth, isBudgetMonth, monthLabel } from '../budget-month.ts';
import { localToday } from '../../../lib/local-today.ts';
import { useBudgetSaver } from '../use-budget-saver.ts';
import { BudgetOwnerContext } from '../budget-owner.ts';
import { useActiveHousehold } from '../../../api/households.ts';
import { BudgetOwnerPicker } from './budget-owner-picker.tsx';
import { BudgetGroupCard } from './budget-group-card.tsx';
import { BudgetSkeleton, EmptyBudget, MissingRatesWarning, NoExpenseCategories } from './budget-states.tsx';
import { BudgetSummary } from './budget-summary.tsx';
import { CopyBudgetActions } from './copy-budget-actions.tsx';
import { MonthNavigator } from './month-navigator.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

/**
 * /budget: one month's plan per category against what was actually spent. The month lives in the
 * URL (?mes=2026-11), and so does whose budget it is (?de=<member id>: a personal one, decision 054).
 */
export function BudgetScreen() {
  const { data: configuration } = useConfiguration();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentMonth = currentBudgetMonth(localToday(), configuration?.month_start_day ?? 1);
  const requested = searchParams.get('mes');
  const month = isBudgetMonth(requested) ? requested : currentMonth;
  const locale = localeForCountry(configuration?.country);
  const { household, meId, shared } = useActiveHousehold();
  const asked = searchParams.get('de') ?? undefined;
  // A personal budget only inside a household that has that person; elsewhere, the shared one.
  const member = shared && household?.members.some((person) => person.id === asked) ? asked : undefined;
  const budget = useBudget(month, member);
  const { saveLine, saveIncome } = useBudgetSaver(member);
  const data = budget.data;
  const currency = data?.currency ?? configuration?.base_currency ?? 'EUR';
  // While another month loads, the previous one stays (dimmed) instead of a flash of skeletons.
  const switching = budget.isPlaceholderData;

  const changeOwner = (next: string | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('de', next);
        else params.delete('de');
        return params;
      },
      { preventScrollReset: true },
    );

  const changeMonth = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === currentMonth) params.delete('mes');
        else params.set('mes', next);
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <BudgetOwnerContext.Provider value={{ member, editable: !member || member === meId }}>
      <Stack gap="lg">
        <PageHeader
          title="Presupuesto"
          description="Decide cuánto gastar en cada categoría y mira cómo vas durante el mes."
          actions={
            data && !switching && data.groups.length > 0 && hasBudgetedAmounts(data) ? (
              <CopyBudgetActions month={month} hasAmounts />
            ) : null
          }
        />
        <HiddenAccountsNote />
        <BudgetOwnerPicker member={member} onChange={changeOwner} />
        <Paper withBorder radius="lg" p="sm">
          <MonthNavigator
            month={month}
            currentMonth={currentMonth}
            period={data?.month === month ? data.period : undefined}
            onChange={changeMonth}
          />
        </Paper>
        {budget.isError && !data ? (
          <LoadError
            title="No pudimos cargar tu presupuesto"
            error={budget.error}
            onRetry={() => void budget.refetch()}
            withIcon
          />
        ) : null}
        {budget.isPending ? <BudgetSkeleton /> : null}
        {data ? (
          <Box
            style={{
              opacity: switching ? 0.55 : 1,
              pointerEvents: switching ? 'none' : undefined,
              transition: 'opacity 150ms',
            }}
            aria-busy={switching || undefined}
          >
            <BudgetBody
              key={`${data.month}:${data.member_id ?? ''}`}
              budget={data}
              currency={currency}
              locale={locale}
              // Saves go to the month the rows belong to (data.month), never to one still loading.
              onSaveLine={(categoryId, change) => saveLine(data.month, categoryId, change)}
              onSaveIncome={(minor) => saveIncome(data.month, minor)}
            />
          </Box>
        ) : null}
      </Stack>
    </BudgetOwnerContext.Provider>
  );
}

type BudgetBodyProps = {
  budget: Budget;
  currency: string;
  locale: string;
  onSaveLine: (categoryId: string, change: LineChange) => Promise<unknown>;
  onSaveIncome: (minor: number) => Promise<unknown>;
};

function BudgetBody({ budget, currency, locale, onSaveLine, onSaveIncome }: BudgetBodyProps) {
  if (budget.groups.length === 0) return <NoExpenseCategories />;
  const empty = !hasBudgetedAmounts(budget);

  return (
    <Stack gap="lg">
      <MissingRatesWarning missing={budget.missing_rates} />
      <BudgetSummary budget={budget} currency={currency} locale={locale} onSaveIncome={onSaveIncome} />
      {empty ? (
        <EmptyBudget
          monthName={monthLabel(budget.month)}
          actions={<CopyBudgetActions month={budget.month} hasAmounts={false} />}
        />
      ) : null}
      {empty ? null : (
        <Text size="sm" c="dimmed">
          Abre un grupo, escribe el importe de cada categoría y pulsa Intro (o sal del campo): se guarda solo. Con
          «Acumular», lo que te sobre —o lo que te pases— pasa al mes siguiente.
        </Text>
      )}
      <Stack gap="md">
        {budget.groups.map((group) => (
          <BudgetGroupCard
            key={group.group_id}
            group={group}
            currency={currency}
            locale={locale}
            onSaveLine={onSaveLine}
          />
        ))}
      </Stack>
    </Stack>
  );
}
