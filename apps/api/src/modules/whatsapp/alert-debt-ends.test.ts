import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readMail } from '../../../test/helpers/mail-read.ts';
import { defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';

/*
 * Alerts whose far end decides the kind: a wallet named by someone else's phone, a store card paid
 * without the paying account, interest posted to a card or loan. Read in the chat and by mail alike.
 * Wording of our own.
 */

const chat = (country: 'CO' | 'CL', text: string) => {
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: defaultCategoryRefs });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return 'ask';
  const { kind, amount, account, toAccount, categoryId, payee } = outcome.capture;
  const category = defaultCategoryRefs.find((item) => item.id === categoryId)?.name ?? null;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category, payee };
};
const mail = (country: 'CO' | 'CL', body: string) => {
  const read = readMail({ from: 'alertas@banco.com', subject: 'Alerta', body }, country);
  if (typeof read === 'string') return 'ask';
  const category = defaultCategoryRefs.find((item) => item.id === read.category)?.name ?? null;
  return { ...read, category };
};
const both = (country: 'CO' | 'CL', text: string) => [chat(country, text), mail(country, text)];

describe('a wallet named by a phone that is not the user’s', () => {
  it('is money spent from the account the digits name, to that phone', () => {
    for (const read of both(
      'CO',
      'Bancolombia: Transferiste $45.500 desde tu cuenta *7710 a la cuenta Nequi 3209981234.',
    ))
      expect(read).toMatchObject({ kind: 'expense', amount: 45_500, account: 'Bancolombia', to: null });
    for (const read of both('CO', 'Bancolombia: Enviaste $22.000 al Nequi 3014445566 desde tu cuenta de ahorros *7710'))
      expect(read).toMatchObject({ kind: 'expense', amount: 22_000, account: 'Bancolombia', to: null });
  });

  it('is a transfer into the user’s wallet when the phone ends in its digits', () => {
    for (const read of both(
      'CO',
      'Bancolombia: Transferiste $81.000 desde tu cuenta *7710 a la cuenta Nequi 3115550199',
    ))
      expect(read).toMatchObject({ kind: 'transfer', account: 'Bancolombia', to: 'Nequi' });
  });

  it('is never spending on the wallet when no source is named', () => {
    for (const read of both('CO', 'Transferiste $53.000 a la cuenta Nequi 3162220199')) {
      if (read !== 'ask') expect(read).toMatchObject({ kind: 'transfer', to: 'Nequi' });
      expect(read).not.toMatchObject({ account: 'Nequi' });
    }
    for (const read of both('CO', 'Bancolombia: Transferiste $53.000 a la cuenta Nequi 3162220199'))
      expect(read).toMatchObject({ kind: 'transfer', account: 'Bancolombia', to: 'Nequi' });
  });
});

describe('a store card paid with no paying account named', () => {
  it('is asked, never spending or income on the card', () => {
    expect(both('CL', 'Pagaste tu tarjeta CMR por $38.500')).toEqual(['ask', 'ask']);
    expect(both('CL', 'Hemos recibido el pago de tu tarjeta CMR por $71.000. Gracias.')).toEqual(['ask', 'ask']);
    expect(both('CL', 'Hemos recibido el pago de tu tarjeta Ripley ****7781 por $25.000')).toEqual(['ask', 'ask']);
  });

  it('is a transfer when the paying account is named', () => {
    for (const read of both('CL', 'Hemos recibido el pago de tu tarjeta CMR por $64.000 desde tu cuenta ****2288'))
      expect(read).toMatchObject({ kind: 'transfer', amount: 64_000, account: 'CuentaRUT', to: 'CMR Falabella' });
  });
});

describe('interest posted to a card or loan', () => {
  it('is a charge, whatever the verb', () => {
    for (const read of both(
      'CO',
      'Bancolombia le informa abono de intereses por $23.400 a su tarjeta de crédito *4821',
    ))
      expect(read).toMatchObject({ kind: 'expense', account: 'Visa Bancolombia', category: 'Intereses y comisiones' });
    for (const read of both('CO', 'Se abonaron intereses por $9.750 a tu tarjeta de crédito *4821'))
      expect(read).toMatchObject({ kind: 'expense', amount: 9_750, category: 'Intereses y comisiones' });
  });

  it('stays earned when paid into a savings account', () => {
    for (const read of both('CO', 'Se abonaron intereses por $3.120 a tu cuenta de ahorros *3301'))
      expect(read).toMatchObject({ kind: 'income', account: 'Ahorros', category: 'Intereses y rendimientos' });
  });
});
