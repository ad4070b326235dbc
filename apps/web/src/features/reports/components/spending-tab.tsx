import { DonutChart } from '@mantine/charts';
import { Anchor, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSpendingByCategory } from '../api/get-spending-by-category.ts';
import { isEmpty, spendingLevel, type SpendingSlice } from '../lib/chart-data.ts';
import { moneyFormatters } from '../lib/money.ts';
import { csvFileName, spendingCsv } from '../lib/report-csv.ts';
import { transactionsLink } from '../lib/report-filters.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportTabProps } from './tab-props.ts';

const percent = (share: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** Spending by group; a group opens into its categories, each linking to its transactions. */
export function SpendingTab({ params, range, filters, onChange, locale, fallbackCurrency }: ReportTabProps) {
  const query = useSpendingByCategory(params);
  const report = query.data;
  const { currency, money } = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  const { group, slices, total } = spendingLevel(report?.rows ?? [], filters.group);
  const link = (slice: SpendingSlice) => transactionsLink(slice.categoryIds, range, filters.accounts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownGroup = useRef(filters.group);
  // Opening or leaving a group replaces the table under the pointer: keep keyboard users in place.
  useEffect(() => {
    if (shownGroup.current === filters.group) return;
    shownGroup.current = filters.group;
    headingRef.current?.focus();
  }, [filters.group]);
  const open = (slice: SpendingSlice) => (slice.drillable ? onChange({ group: slice.key }) : undefined);

  return (
    <ReportPanel
      id="report-spending"
      headingRef={headingRef}
      title={group ? `Gastos en ${group.name}` : 'Gastos por categoría'}
      description={
        group
          ? 'Cada categoría de este grupo. Toca una para ver sus movimientos.'
          : 'En qué se fue tu dinero, neto de devoluciones. Toca un grupo para ver sus categorías, o una categoría para ver sus movimientos.'
      }
      query={query}
      missingRates={report?.missing_rates}
      ratesUsed={report?.rates_used}
      locale={locale}
      empty={
        report && isEmpty.spending(report.rows) ? (
          <ReportEmpty title="Sin gastos en este periodo">
            Cuando registres gastos los verás aquí repartidos por categoría.
          </ReportEmpty>
        ) : null
      }
    >
      <Stack gap="md">
        {group ? (
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              onClick={() => onChange({ group: null })}
            >
              Todas las categorías
            </Button>
            <Anchor
              component={Link}
              to={transactionsLink(
                [group.category_id, ...group.children.map((child) => child.category_id)],
                range,
                filters.accounts,
              )}
              size="sm"
              fw={600}
            >
              Ver movimientos de {group.name}
            </Anchor>
          </Group>
        ) : null}
        <ChartFrame
          label={`Gráfico de anillo del gasto ${group ? `en ${group.name}` : 'por grupo de categorías'}, en ${currency}. Total ${money(total)}.`}
        >
          <Group justify="center" gap="xl" wrap="wrap" align="center">
            <DonutChart
              data={slices.map((slice) => ({ name: slice.name, value: slice.amount, color: slice.color }))}
              size={230}
              thickness={34}
              paddingAngle={1}
              valueFormatter={money}
              chartLabel={money(total)}
              tooltipDataSource="segment"
              pieProps={{
                onClick: (_data: unknown, index: number) => open(slices[index]!),
                style: { cursor: group ? 'default' : 'pointer' },
              }}
            />
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} maw={320} w="100%">
              {slices.slice(0, 8).map((slice) => (
                <Group key={slice.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                    <ColorSwatch color={slice.color} size={12} aria-hidden="true" />
                    <Text size="sm" truncate>
                      {slice.name}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {percent(slice.share, locale)}
                  </Text>
                </Group>
              ))}
              {slices.length > 8 ? (
                <Text component="li" size="xs" c="dimmed">
                  y {slices.length - 8} más en la tabla
                </Text>
              ) : null}
            </Stack>
          </Group>
        </ChartFrame>
        <ReportTable
          caption={group ? `Categorías de ${group.name}` : 'Gasto por grupo'}
          columns={[
            { label: group ? 'Categoría' : 'Grupo' },
            { label: 'Gasto', numeric: true },
            { label: '% del total', numeric: true },
          ]}
          rows={slices.map((slice) => ({
            key: slice.key,
            cells: [
              <Group key="name" gap={8} wrap="nowrap">
                <ColorSwatch
                  color={slice.color}
                  size={12}
                  withShadow={false}
                  aria-hidden="true"
                  style={{ flex: 'none' }}
                />
                {slice.drillable ? (
                  <Anchor
                    component="button"
                    type="button"
                    inherit
                    fw={600}
                    onClick={() => open(slice)}
                    aria-label={`Ver categorías de ${slice.name}`}
                    ta="left"
                  >
                    <Group gap={2} wrap="nowrap" component="span">
                      {slice.name}
                      <IconChevronRight size={14} aria-hidden="true" />
                    </Group>
                  </Anchor>
                ) : (
                  <Anchor
                    component={Link}
                    to={link(slice)}
                    inherit
                    fw={600}
                    aria-label={`Ver movimientos de ${slice.name}`}
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      {slice.name}
                      <IconList size={14} aria-hidden="true" />
                    </Group>
                  </Anchor>
                )}
              </Group>,
              money(slice.amount),
              percent(slice.share, locale),
            ],
          }))}
          footer={['Total', money(total), '100 %']}
          fileName={csvFileName(group ? `Gastos ${group.name}` : 'Gastos por categoría', range)}
          csv={() => spendingCsv(slices, currency, group?.name ?? null)}
        />
      </Stack>
    </ReportPanel>
  );
}
