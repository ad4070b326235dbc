import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { Button, Group, MultiSelect, NativeSelect, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { isRangePreset, rangeLabels, rangePresets, userMonthsNote, type DateRange } from '../lib/date-range.ts';
import { accountFilterOptions, categoryFilterOptions } from '../lib/filter-options.ts';
import { tabFilters, type ReportFilters } from '../lib/report-filters.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { useActiveHousehold } from '../../../api/households.ts';
import { chosenPerson, personOptions } from '../lib/person-accounts.ts';

type ReportFiltersBarProps = {
  filters: ReportFilters;
  range: DateRange;
  accounts: readonly Account[];
  categories: readonly Category[];
  locale: string;
  /** The user's month start day: other than 1, the months shown run from that day to the day before it. */
  startDay: number;
  onChange: (changes: Partial<ReportFilters>) => void;
};

const rangeOptions = rangePresets.map((preset) => ({ value: preset, label: rangeLabels[preset] }));

/** Period, accounts and categories shared by every tab; each tab shows only the filters it uses. */
export function ReportFiltersBar({
  filters,
  range,
  accounts,
  categories,
  locale,
  startDay,
  onChange,
}: ReportFiltersBarProps) {
  const uses = tabFilters(filters.tab);
  const accountData = useMemo(() => accountFilterOptions(accounts), [accounts]);
  const { household, shared } = useActiveHousehold();
  const people = useMemo(
    () => (shared ? personOptions(accounts, household?.members ?? []) : []),
    [shared, accounts, household],
  );
  const categoryData = useMemo(
    () => categoryFilterOptions(categories, filters.categories),
    [categories, filters.categories],
  );
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const show = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));
  const monthsNote = userMonthsNote(startDay);
  const active =
    filters.range !== '12m' || filters.accounts.length > 0 || (uses.categories && filters.categories.length > 0);

  if (!uses.range) {
    return (
      <Text size="sm" c="dimmed">
        La proyección usa todas tus cuentas, tus recordatorios y tus prospectos.
      </Text>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filtros del reporte">
      <SimpleGrid cols={{ base: 1, xs: 2, md: filters.range === 'custom' ? 5 : 3 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Periodo"
          data={rangeOptions}
          value={filters.range}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!isRangePreset(value)) return;
            onChange(
              value === 'custom'
                ? { range: value, from: filters.from || range.from, to: filters.to || range.to }
                : { range: value },
            );
          }}
        />
        {filters.range === 'custom' ? (
          <>
            <DateField
              label="Desde"
              clearable
              value={filters.from}
              max={filters.to}
              onChange={(from) => onChange({ from })}
            />
            <DateField
              label="Hasta"
              clearable
              value={filters.to}
              min={filters.from}
              error={
                filters.from && filters.to && filters.from > filters.to ? 'Debe ser posterior a «Desde»' : undefined
              }
              onChange={(to) => onChange({ to })}
            />
          </>
        ) : null}
        {people.length ? (
          <NativeSelect
            label="Persona"
            data={[{ value: '', label: 'Todas' }, ...people.map(({ value, label }) => ({ value, label }))]}
            value={chosenPerson(people, filters.accounts)}
            onChange={(event) => {
              const picked = people.find((person) => person.value === event.currentTarget.value);
              onChange({ accounts: picked ? [...picked.accountIds] : [] });
            }}
          />
        ) : null}
        <MultiSelect
          label="Cuentas"
          placeholder={filters.accounts.length ? undefined : 'Todas las cuentas'}
          data={accountData}
          value={filters.accounts}
          onChange={(accountsChosen) => onChange({ accounts: accountsChosen })}
          searchable
          clearable
          nothingFoundMessage="Ninguna cuenta coincide"
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
        {uses.categories ? (
          <MultiSelect
            label="Categorías"
            placeholder={filters.categories.length ? undefined : 'Todas las categorías'}
            data={categoryData}
            value={filters.categories}
            onChange={(chosen) => onChange({ categories: chosen, group: null })}
            searchable
            clearable
            nothingFoundMessage="Ninguna categoría coincide"
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          Del {show(range.from)} al {show(range.to)}
          {monthsNote ? ` · ${monthsNote}` : ''}
          {!uses.categories && filters.categories.length ? ' · este reporte no se filtra por categoría' : ''}
        </Text>
        {active ? (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() => onChange({ range: '12m', from: '', to: '', accounts: [], categories: [], group: null })}
          >
            Quitar filtros
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
