import { Stack, Tabs } from '@mantine/core';
import {
  IconArrowsSplit2,
  IconChartBar,
  IconChartDonut3,
  IconChartLine,
  IconTargetArrow,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { HiddenAccountsNote } from '../../../components/ui/hidden-accounts-note.tsx';
import { localToday } from '../../../lib/local-today.ts';
import { useAccounts } from '../../../api/accounts.ts';
import { useCategories } from '../../../api/categories.ts';
import { earliestDate, resolveRange } from '../lib/date-range.ts';
import {
  filtersFromParams,
  filtersToParams,
  reportParams,
  reportTabs,
  tabLabels,
  type ReportFilters,
  type ReportTab,
} from '../lib/report-filters.ts';
import { BudgetTab } from './budget-tab.tsx';
import { CashFlowTab } from './cash-flow-tab.tsx';
import { ForecastTab } from './forecast-tab.tsx';
import { IncomeExpenseTab } from './income-expense-tab.tsx';
import { NetWorthTab } from './net-worth-tab.tsx';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import { SpendingTab } from './spending-tab.tsx';
import type { ReportTabProps } from './tab-props.ts';

const tabs: Record<ReportTab, { Icon: typeof IconChartBar; Panel: ComponentType<ReportTabProps> }> = {
  'income-expense': { Icon: IconChartBar, Panel: IncomeExpenseTab },
  spending: { Icon: IconChartDonut3, Panel: SpendingTab },
  'net-worth': { Icon: IconChartLine, Panel: NetWorthTab },
  'cash-flow': { Icon: IconArrowsSplit2, Panel: CashFlowTab },
  budget: { Icon: IconTargetArrow, Panel: BudgetTab },
  forecast: { Icon: IconTrendingUp, Panel: ForecastTab },
};

type ReportsScreenProps = { locale: string; baseCurrency: string; startDay: number };

/** Six reports under tabs, sharing the period and account/category filters kept in the URL. */
export function ReportsScreen({ locale, baseCurrency, startDay }: ReportsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const accounts = useAccounts();
  const categories = useCategories();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const today = localToday();
  const earliest = earliestDate((accounts.data ?? []).map((account) => account.opening_date));
  const range = resolveRange(filters.range, today, filters, earliest, startDay);
  const params = reportParams(filters, range);

  function change(changes: Partial<ReportFilters>) {
    const next = { ...filters, ...changes };
    if (changes.tab && changes.tab !== filters.tab) next.group = null;
    // A new tab or drill-down is a step the back button should undo; tweaking a filter is not.
    const step = changes.tab !== undefined || changes.group !== undefined;
    setSearchParams(filtersToParams(next), { replace: !step, preventScrollReset: true });
  }

  const props: ReportTabProps = { params, range, filters, onChange: change, locale, fallbackCurrency: baseCurrency };

  return (
    <Stack gap="lg">
      <PageHeader title="Reportes" description="Cómo se mueve tu dinero mes a mes, en tu moneda principal." />
      <HiddenAccountsNote />
      <Tabs
        value={filters.tab}
        onChange={(value) => value && change({ tab: value as ReportTab })}
        keepMounted={false}
        // On a phone the six tabs wrap as pills instead of a strip cut at the screen's edge.
        variant={phone ? 'pills' : 'outline'}
        radius="md"
      >
        <Tabs.List
          aria-label="Reportes"
          style={
            phone
              ? { flexWrap: 'wrap', gap: 4 }
              : { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }
          }
        >
          {reportTabs.map((tab) => {
            const { Icon } = tabs[tab];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                leftSection={<Icon size={16} aria-hidden="true" />}
                style={{ whiteSpace: 'nowrap', flex: 'none' }}
              >
                {tabLabels[tab]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {reportTabs.map((tab) => {
          const { Panel } = tabs[tab];
          return (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <Stack gap="md">
                <ReportFiltersBar
                  filters={filters}
                  range={range}
                  accounts={accounts.data ?? []}
                  categories={categories.data ?? []}
                  locale={locale}
                  startDay={startDay}
                  onChange={change}
                />
                <Panel {...props} />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
