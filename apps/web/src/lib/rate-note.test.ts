import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date.ts';
import { describeRate, netWorthRates } from './rate-note.ts';

describe('describeRate', () => {
  it('says the rate with the country’s number rules, its date and its source', () => {
    // Dates read as everywhere else in the app (format-date.ts): "24 nov 2026" in Spain, "24 de nov de 2026" in Colombia.
    const day = (iso: string, locale: string) => formatCalendarDate(iso, locale);
    expect(
      describeRate({ from: 'USD', to: 'COP', rate: '4380.5', date: '2026-11-24', source: 'provider' }, 'es-CO'),
    ).toBe(`1 USD = 4.380,5 COP · ${day('2026-11-24', 'es-CO')} · proveedor de tasas`);
    expect(
      describeRate({ from: 'USD', to: 'EUR', rate: '0.9523809524', date: '2026-11-24', source: 'ecb' }, 'es-ES'),
    ).toBe('1 USD = 0,9523809524 EUR · 24 nov 2026 · Banco Central Europeo');
    expect(describeRate({ from: 'USD', to: 'MXN', rate: '20412.5', date: '2026-11-25', source: 'user' }, 'es-MX')).toBe(
      `1 USD = 20,412.5 MXN · ${day('2026-11-25', 'es-MX')} · tu tasa`,
    );
    expect(describeRate({ from: 'USD', to: 'EUR', rate: '0.92', date: '2026-11-25' }, 'es-ES')).toBe(
      '1 USD = 0,92 EUR · 25 nov 2026',
    );
  });
});

describe('netWorthRates', () => {
  const account = (
    id: number,
    currency: string,
    rate: string | null,
    source: 'user' | 'ecb' | 'provider' | null = null,
  ) => ({
    account_id: `0190f2a0-0000-7000-8000-00000000000${id}`,
    balance: 100,
    currency,
    balance_in_base: rate ? 100 : null,
    rate,
    rate_date: rate ? '2026-11-24' : null,
    rate_source: source,
  });

  it('lists one rate per foreign currency, never the base or a missing one', () => {
    const worth: NetWorth = {
      base_currency: 'COP',
      total: null,
      assets: null,
      liabilities: null,
      missing_rates: [{ from_currency: 'GBP', to_currency: 'COP' }],
      accounts: [
        account(1, 'COP', null),
        account(2, 'USD', '4380.5', 'provider'),
        account(3, 'USD', '4380.5', 'provider'),
        account(4, 'EUR', '4605.1', 'ecb'),
        account(5, 'GBP', null),
      ],
    };
    expect(netWorthRates(worth)).toEqual([
      { from: 'USD', to: 'COP', rate: '4380.5', date: '2026-11-24', source: 'provider' },
      { from: 'EUR', to: 'COP', rate: '4605.1', date: '2026-11-24', source: 'ecb' },
    ]);
    expect(netWorthRates({ ...worth, base_currency: null })).toEqual([]);
  });
});
