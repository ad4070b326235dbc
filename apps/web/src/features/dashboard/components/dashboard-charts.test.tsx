// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { SpendingSlice } from '../dashboard-view.ts';
import { NetWorthAreaChart } from './net-worth-area-chart.tsx';
import { SpendingDonut } from './spending-donut.tsx';

afterEach(cleanup);

const money = (value: number) => `${(value / 100).toLocaleString('es-ES')} €`;
const points = [
  { month: '2026-06', label: 'jun 26', value: -800_000_00 },
  { month: '2026-07', label: 'jul 26', value: -600_000_00 },
  { month: '2026-08', label: 'ago 26', value: null },
  { month: '2026-09', label: 'sept 26', value: -200_000_00 },
  { month: '2026-10', label: 'oct 26', value: 150_000_00 },
];

describe('the net worth chart', () => {
  it('labels the y axis in round steps through zero and draws the gap of a missing month', () => {
    const { container } = renderWithProviders(
      <NetWorthAreaChart points={points} money={money} axis={(value) => `${value / 100_000_00} M`} />,
    );
    const axis = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(axis).toEqual(expect.arrayContaining(['-9 M', '-6 M', '-3 M', '0 M', '3 M']));
    // Two pieces of line (before and after «ago»), each with its area: four paths.
    expect(container.querySelectorAll('svg > g > path')).toHaveLength(4);
  });

  it('shows the month and its value with the arrow keys, and hides it with Escape', () => {
    const { container } = renderWithProviders(<NetWorthAreaChart points={points} money={money} axis={String} />);
    const chart = container.querySelector('svg')!;
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('jun 26Patrimonio-800.000 €');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('ago 26PatrimonioSin dato');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });
});

describe('the spending donut', () => {
  const slices: SpendingSlice[] = [
    { key: 'vivienda', name: 'Vivienda', color: '#1c7ed6', amount: 1_500_000, percent: 71.4 },
    { key: 'comida', name: 'Alimentación', color: '#2f9e44', amount: 600_000, percent: 28.6 },
  ];

  it('draws a slice per group with the total in the middle, and names the slice under the pointer', () => {
    const { container } = renderWithProviders(<SpendingDonut slices={slices} money={money} label="21.000 €" />);
    const sectors = container.querySelectorAll('path');
    expect([...sectors].map((sector) => sector.getAttribute('fill'))).toEqual(['#1c7ed6', '#2f9e44']);
    expect(container.querySelector('text')!.textContent).toBe('21.000 €');
    fireEvent.mouseEnter(sectors[1]!);
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('Alimentación6000 €');
    fireEvent.mouseLeave(container.querySelector('svg')!);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('goes through the slices with the arrow keys', () => {
    const { container } = renderWithProviders(<SpendingDonut slices={slices} money={money} label="21.000 €" />);
    const donut = container.querySelector('svg')!;
    fireEvent.keyDown(donut, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('Vivienda15.000 €');
    fireEvent.keyDown(donut, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('Alimentación6000 €');
  });
});
