import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { TransactionKind } from '@cuentas/shared/schemas/transactions';
import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useDebouncedText } from '../hooks/use-debounced-text.ts';
import { categoryFilterOptions } from '../lib/categories.ts';
import {
  countAdvancedFilters,
  hasActiveFilters,
  normalizeTag,
  type FilterErrors,
  type TransactionFilterState,
} from '../lib/filters.ts';
import { AmountRangeFilter } from './amount-range-filter.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { useActiveHousehold } from '../../../api/households.ts';

type FiltersBarProps = {
  filters: TransactionFilterState;
  errors: FilterErrors;
  accounts: readonly Account[];
  categories: readonly Category[];
  knownTags: readonly string[];
  amountCurrency: string;
  locale: string;
  onChange: (patch: Partial<TransactionFilterState>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

const kindOptions = [
  { value: 'all', label: 'Todos' },
  { value: 'income', label: 'Ingresos' },
  { value: 'expense', label: 'Gastos' },
  { value: 'transfer', label: 'Transferencias' },
];

/** Search and type always in view; dates, accounts, categories, tags and amounts behind "Filtros". */
export function FiltersBar({
  filters,
  errors,
  accounts,
  categories,
  knownTags,
  amountCurrency,
  locale,
  onChange,
  onClear,
}: FiltersBarProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const advancedCount = countAdvancedFilters(filters);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (wide || advancedCount > 0);
  const search = useDebouncedText(filters.q, (q) => onChange({ q }, { replace: true }));
  const { household, shared } = useActiveHousehold();
  const members = household?.members ?? [];
  // Who entered a movement, or whose account it is in: only worth asking with several people.
  const personOptions = shared
    ? [
        {
          group: 'Anotado por',
          items: members.map((member) => ({ value: `by:${member.id}`, label: member.name })),
        },
        {
          group: 'En cuentas de',
          items: [
            ...members
              .filter((member) => member.role !== 'viewer')
              .map((member) => ({ value: `owner:${member.id}`, label: member.name })),
            { value: 'owner:shared', label: 'Compartidas' },
          ],
        },
      ]
    : null;

  const accountOptions = useMemo(
    () =>
      accounts
        .filter((account) => account.archived_at === null || filters.accounts.includes(account.id))
        .map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` })),
    [accounts, filters.accounts],
  );
  const categoryData = useMemo(
    () => categoryFilterOptions(categories, filters.categories),
    [categories, filters.categories],
  );
  const tagData = useMemo(() => [...new Set([...filters.tags, ...knownTags])], [filters.tags, knownTags]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Filtros de movimientos">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Buscar"
            placeholder="Beneficiario, notas o texto del banco"
            type="search"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.flush();
            }}
            rightSection={
              search.text ? (
                <CloseButton size="sm" aria-label="Borrar búsqueda" onClick={() => search.change('')} />
              ) : null
            }
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            aria-label="Tipo"
            data={kindOptions}
            value={filters.kind ?? 'all'}
            onChange={(value) => onChange({ kind: value === 'all' ? null : (value as TransactionKind) })}
            size={wide ? 'sm' : 'xs'}
            fullWidth={!wide}
            style={wide ? undefined : { flex: '1 1 100%' }}
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant={open ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
              rightSection={
                advancedCount > 0 ? (
                  <Badge size="sm" circle>
                    {advancedCount}
                  </Badge>
                ) : null
              }
              aria-expanded={open}
              aria-controls="transaction-filters-more"
              onClick={() => setToggled(!open)}
            >
              Filtros
            </Button>
            {hasActiveFilters(filters) ? (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden="true" />}
                onClick={onClear}
              >
                Limpiar filtros
              </Button>
            ) : null}
          </Group>
        </Group>
        <Collapse expanded={open} id="transaction-filters-more">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" pt={4}>
            <Group grow gap="xs" wrap="nowrap" align="flex-start">
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
                error={errors.to}
                onChange={(to) => onChange({ to })}
              />
            </Group>
            <MultiSelect
              label="Cuentas"
              placeholder={filters.accounts.length ? undefined : 'Todas'}
              data={accountOptions}
              value={filters.accounts}
              onChange={(accounts) => onChange({ accounts })}
              searchable
              clearable
              nothingFoundMessage="Ninguna cuenta coincide"
              comboboxProps={{ withinPortal: true }}
            />
            <MultiSelect
              label="Categorías"
              placeholder={filters.categories.length ? undefined : 'Todas'}
              data={categoryData}
              value={filters.categories}
              onChange={(categoryIds) => onChange({ categories: categoryIds })}
              searchable
              clearable
              nothingFoundMessage="Ninguna categoría coincide"
              maxDropdownHeight={320}
            />
            <TagsInput
              label="Etiquetas"
              placeholder={filters.tags.length ? undefined : 'Cualquiera'}
              data={tagData}
              value={filters.tags}
              onChange={(tags) => onChange({ tags: [...new Set(tags.map(normalizeTag).filter(Boolean))] })}
              clearable
              maxTags={20}
            />
            {personOptions ? (
              <Select
                label="Persona"
                placeholder="Todas"
                data={personOptions}
                value={filters.person ?? null}
                onChange={(person) => onChange({ person: person ?? undefined })}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
            <AmountRangeFilter
              filters={filters}
              errors={errors}
              currency={amountCurrency}
              locale={locale}
              onChange={onChange}
            />
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Paper>
  );
}
