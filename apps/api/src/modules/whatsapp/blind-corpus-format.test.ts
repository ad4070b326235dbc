import { describe, expect, it } from 'vitest';
import { type BlindCase, withRecordsListed } from '../../../test/helpers/whatsapp-blind.ts';

// A frozen set is read as its writer wrote it; only the two shorthands a writer used that say the
// same as the brief's form are read as that form (decision 031, blind-aa).
describe('reading a blind case written in shorthand', () => {
  const lunch = { kind: 'expense', amount: 23, date: '2026-11-26', account: 'Efectivo', category: 'Restaurantes' };

  it('reads a bare record as the one record, in the country’s currency', () => {
    const item = { id: 'PE-900', country: 'PE', class: 'single', messages: ['menú 23'], expect: lunch };
    expect(withRecordsListed(item as unknown as BlindCase).expect).toEqual({
      records: [{ ...lunch, currency: 'PEN' }],
    });
  });

  it('gives listed records without a currency the country’s, and keeps one that has it', () => {
    const dollars = { ...lunch, amount: 40, currency: 'USD' };
    const item = {
      id: 'CO-900',
      country: 'CO',
      class: 'multi',
      messages: ['…'],
      expect: { records: [lunch, dollars] },
    };
    expect(withRecordsListed(item as unknown as BlindCase).expect).toEqual({
      records: [{ ...lunch, currency: 'COP' }, dollars],
    });
  });

  it('leaves questions and asks as they are', () => {
    const ask = {
      id: 'ES-900',
      country: 'ES',
      class: 'nothing',
      messages: ['hola'],
      expect: { ask: true },
    } as BlindCase;
    expect(withRecordsListed(ask)).toBe(ask);
  });
});
