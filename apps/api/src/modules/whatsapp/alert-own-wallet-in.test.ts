import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';

/*
 * A bank's alert of money that reached one of the user's accounts from their own wallet or other
 * bank («desde tu Yape en tu cuenta …»): a transfer from the wallet into the account, never the
 * other way round, nor income (decision 031). Wording of our own.
 */

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: [] });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount } = outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null };
};

describe('money in from the user’s own wallet', () => {
  it('goes from the wallet named after «desde tu» into the account named after «en tu»', () => {
    expect(read('PE', 'BCP: Te llegaron S/ 310.00 desde tu Yape en tu cuenta de ahorros ****6012')).toEqual({
      kind: 'transfer',
      amount: 31_000,
      account: 'Yape',
      to: 'BCP',
    });
    expect(read('PE', 'Recibiste S/ 48.50 desde tu Plin en tu cuenta sueldo ****6012.')).toEqual({
      kind: 'transfer',
      amount: 4_850,
      account: 'Plin',
      to: 'BCP',
    });
    expect(read('CO', 'Bancolombia: Recibiste $125.000 desde tu Nequi en tu cuenta de ahorros *7710.')).toEqual({
      kind: 'transfer',
      amount: 125_000,
      account: 'Nequi',
      to: 'Bancolombia',
    });
  });

  it('finds the account by its bare last digits', () => {
    expect(read('AR', 'Recibiste $ 62.000 desde tu Mercado Pago en tu cuenta corriente 4402')).toEqual({
      kind: 'transfer',
      amount: 6_200_000,
      account: 'Mercado Pago',
      to: 'Galicia',
    });
  });

  it('asks when the account the money reached is not named', () => {
    expect(read('PE', 'Recibiste S/ 75.00 desde tu Yape')).toEqual({ asked: 'alert_account' });
  });

  it('keeps money from someone else as income', () => {
    expect(read('PE', 'Recibiste S/ 75.00 de LUCIA RAMOS en tu cuenta ****6012')).toMatchObject({
      kind: 'income',
      account: 'BCP',
    });
  });
});
