import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import type { ParseContext } from './parse-types.ts';

// A bank's alert that a purchase was given back («Devolvimos … de tu compra», «Reversa de compra
// por …») was saved as spending with a success reply (decision 031, blind-o). It is money in, under
// Reembolsos. Examples written here, in other words and countries, not from a blind set.

const context = (accounts: ParseContext['accounts']): ParseContext => ({
  today: '2026-11-25',
  accounts,
  defaultAccountId: null,
  categories: defaultCategoryRefs,
});

describe('alerts of a purchase given back', () => {
  it.each([
    ['Ualá: Devolvimos $ 7.500 de tu compra en FRAVEGA. Ya lo tenés disponible.', 'ARS', 'Ualá'],
    ['Falabella: Reversa de la compra por $15.990 en FALABELLA PARQUE ARAUCO, tarjeta *2231.', 'CLP', 'Falabella'],
  ])('«%s» is money in under Reembolsos', (text, currency, account) => {
    const outcome = parseAlert(text, context([accountRef(account, 'other', currency, ['2231'])]));
    expect(outcome?.ok && { kind: outcome.capture.kind, category: outcome.capture.categoryId }).toEqual({
      kind: 'income',
      category: 'Reembolsos',
    });
  });
});
