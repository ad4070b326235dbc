import { describe, expect, it } from 'vitest';
import { forecastNotes } from './forecast-notes.ts';

const money = (minor: number) => `$ ${minor}`;
const month = (expected: number, spread: number, probability = 1) => ({
  month: '2026-12',
  expected,
  low: expected - spread,
  high: expected + spread,
  items: [{ kind: 'prospect' as const, title: 'Bono', date: '2026-12-10', amount: 1000, probability }],
});

describe('forecastNotes', () => {
  it('tells a new user that recurring reminders count one by one and where the band comes from', () => {
    const notes = forecastNotes(
      {
        assumptions: {
          months_used: 0,
          average_income: 0,
          average_expense: 0,
          monthly_std_dev: 0,
          recurring_reminders_included: true,
        },
        months: [month(500, 968, 0.5)],
      },
      money,
    );
    expect(notes.history).toMatch(/también los recurrentes, como el alquiler/);
    expect(notes.history).not.toMatch(/ya están en esa media/);
    // Never «un mes normal se aparta unos $ 0» beside a band.
    expect(notes.band).not.toMatch(/\$ 0\b/);
    expect(notes.band).toBe(
      'Aún no sabemos cuánto varía un mes normal: la banda sombreada (hasta ±$ 968) es solo la incertidumbre de tus prospectos, que pueden llegar o no.',
    );
    expect(notes.items).toMatch(/de una sola vez y recurrentes/);
  });

  it('keeps the mean’s words once there is history', () => {
    const notes = forecastNotes(
      {
        assumptions: {
          months_used: 6,
          average_income: 2000,
          average_expense: -1500,
          monthly_std_dev: 120,
          recurring_reminders_included: false,
        },
        months: [month(500, 120)],
      },
      money,
    );
    expect(notes.history).toMatch(/Tus pagos recurrentes ya están en esa media/);
    expect(notes.band).toMatch(/se aparta unos \$ 120 de la media/);
    expect(notes.items).toMatch(/de una sola vez y tus prospectos/);
  });
});
