import { SankeyChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useCashFlow } from '../api/get-cash-flow.ts';
import { isEmpty, sankeyGraph } from '../lib/chart-data.ts';
import { moneyFormatters } from '../lib/money.ts';
import { cashFlowCsv, csvFileName } from '../lib/report-csv.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import { sankeyLabelRoom, sankeyNode } from './sankey-node.tsx';
import type { ReportTabProps } from './tab-props.ts';

/** Where the money came from and where it went: income sources → income → spending groups and savings. */
export function CashFlowTab({ params, range, locale, fallbackCurrency }: ReportTabProps) {
  const query = useCashFlow(params);
  const report = query.data;
  const { currency, money } = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  const graph = useMemo(() => sankeyGraph(report?.rows.nodes ?? [], report?.rows.links ?? []), [report]);
  // On a phone the diagram fits the screen with its labels inside (sankeyNode): beside it, the
  // labels alone took more than the screen's width and the right column was scrolled out of view.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const node = useMemo(() => sankeyNode(money, phone), [money, phone]);
  // Room for the busiest column: every node at least a line of text apart from the next.
  const busiest = Math.max(
    0,
    ...graph.nodes.map((_, index) =>
      Math.max(
        graph.links.filter((link) => link.source === index).length,
        graph.links.filter((link) => link.target === index).length,
      ),
    ),
  );
  const height = Math.max(320, Math.min(900, busiest * 40 + 60));
  // Sources (never a target) are labelled on the left, final destinations (never a source) on the right.
  const room = useMemo(() => {
    const side = (isSide: (index: number) => boolean, flows: (index: number) => number) =>
      sankeyLabelRoom(
        graph.nodes.flatMap((item, index) => (isSide(index) ? [{ name: item.name, value: flows(index) }] : [])),
        money,
      );
    const sum = (pick: (link: (typeof graph.links)[number]) => boolean) =>
      graph.links.filter(pick).reduce((total, link) => total + link.value, 0);
    return {
      left: side(
        (index) => !graph.links.some((link) => link.target === index),
        (index) => sum((link) => link.source === index),
      ),
      right: side(
        (index) => !graph.links.some((link) => link.source === index),
        (index) => sum((link) => link.target === index),
      ),
    };
  }, [graph, money]);

  return (
    <ReportPanel
      id="report-cash-flow"
      title="Flujo de caja"
      description="De dónde vino tu dinero y en qué se fue. Lo que no gastaste aparece como «Ahorro»; si gastaste más de lo que entró, la diferencia sale «De tus ahorros»."
      query={query}
      missingRates={report?.missing_rates}
      ratesUsed={report?.rates_used}
      locale={locale}
      empty={
        report && isEmpty.cashFlow(graph.links) ? (
          <ReportEmpty title="Sin ingresos ni gastos en este periodo">
            Registra movimientos con categoría para ver cómo fluye tu dinero.
          </ReportEmpty>
        ) : null
      }
    >
      <ChartFrame
        label={`Diagrama de flujo (Sankey) de ingresos a gastos y ahorro, en ${currency}.`}
        minWidth={phone ? 0 : Math.max(640, room.left + room.right + 260)}
      >
        <SankeyChart
          data={graph}
          height={height}
          nodeWidth={12}
          nodePadding={24}
          linkOpacity={0.35}
          valueFormatter={money}
          sankeyProps={{
            node,
            margin: { top: 16, bottom: 16, left: phone ? 4 : room.left, right: phone ? 4 : room.right },
          }}
        />
      </ChartFrame>
      <ReportTable
        caption="Flujos del periodo"
        columns={[{ label: 'Desde' }, { label: 'Hacia' }, { label: 'Importe', numeric: true }]}
        rows={graph.links.map((link, index) => ({
          key: String(index),
          cells: [graph.nodes[link.source]?.name, graph.nodes[link.target]?.name, money(link.value)],
        }))}
        fileName={csvFileName('Flujo de caja', range)}
        csv={() => cashFlowCsv(graph.nodes, graph.links, currency)}
      />
    </ReportPanel>
  );
}
