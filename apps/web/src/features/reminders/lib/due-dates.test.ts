import { describe, expect, it } from 'vitest';
import { dayHeading, dueText, groupUpcoming, isActionable, type UpcomingItem } from './due-dates.ts';

const item = (title: string, date: string, overdue = false): UpcomingItem => ({
  reminder_id: title,
  title,
  date,
  amount: -1000,
  currency: 'EUR',
  overdue,
});

describe('due dates', () => {
  it('words how far a due date is', () => {
    expect(dueText('2026-05-10', '2026-05-10')).toBe('Vence hoy');
    expect(dueText('2026-05-11', '2026-05-10')).toBe('Vence mañana');
    expect(dueText('2026-05-15', '2026-05-10')).toBe('Vence en 5 días');
    expect(dueText('2026-05-09', '2026-05-10')).toBe('Venció ayer');
    expect(dueText('2026-05-01', '2026-05-10')).toBe('Venció hace 9 días');
  });

  it('titles days as a person would', () => {
    expect(dayHeading('2026-05-10', '2026-05-10')).toBe('Hoy');
    expect(dayHeading('2026-05-11', '2026-05-10')).toBe('Mañana');
    expect(dayHeading('2026-05-18', '2026-05-10')).toBe('Lunes, 18 de mayo');
    expect(dayHeading('2027-01-04', '2026-12-20')).toBe('Lunes, 4 de enero de 2027');
  });

  it('groups by day with everything overdue first', () => {
    const groups = groupUpcoming(
      [
        item('Luz', '2026-05-12'),
        item('Agua', '2026-05-12'),
        item('Gimnasio', '2026-05-08', true),
        item('Arriendo', '2026-05-01', true),
        item('Netflix', '2026-05-20'),
      ],
      '2026-05-10',
    );
    expect(groups.map((group) => [group.date, group.overdue, group.items.map((entry) => entry.title)])).toEqual([
      ['2026-05-01', true, ['Arriendo', 'Gimnasio']],
      ['2026-05-12', false, ['Agua', 'Luz']],
      ['2026-05-20', false, ['Netflix']],
    ]);
    expect(groupUpcoming([], '2026-05-10')).toEqual([]);
  });

  it('only lets the next occurrence be acted on', () => {
    const next = new Map([['Luz', '2026-05-12']]);
    expect(isActionable(item('Luz', '2026-05-12'), next)).toBe(true);
    expect(isActionable(item('Luz', '2026-06-12'), next)).toBe(false);
  });
});
