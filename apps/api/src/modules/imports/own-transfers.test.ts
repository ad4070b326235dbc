import { describe, expect, it } from 'vitest';
import {
  matchOwnTransfers,
  type Movement,
  namesAccount,
  namesHolder,
  holderWords,
  type OwnAccount,
} from './own-transfers.ts';

// Examples of our own (not from the blind corpus), one per rule of decision 032.
const checking: OwnAccount = {
  id: 'a-checking',
  name: 'Cuenta Banco Pichincha',
  type: 'checking',
  lastDigits: ['4417'],
};
const wallet: OwnAccount = { id: 'a-wallet', name: 'Daviplata', type: 'other', lastDigits: ['9036'] };
const card: OwnAccount = { id: 'a-card', name: 'Visa Itaú', type: 'credit_card', lastDigits: ['2290'] };
const cash: OwnAccount = { id: 'a-cash', name: 'Efectivo', type: 'cash', lastDigits: [] };
const savings: OwnAccount = { id: 'a-savings', name: 'Ahorro Colchón', type: 'savings', lastDigits: ['7001'] };
const accounts = [checking, wallet, card, cash, savings];
const holder = 'Lucía Fernanda Ortega Vidal';

let next = 0;
const mov = (account: OwnAccount, date: string, amount: number, text: string): Movement => ({
  id: `t${++next}`,
  accountId: account.id,
  date,
  amount,
  text,
});
const run = (imported: Movement[], existing: Movement[] = []) =>
  matchOwnTransfers({ imported, existing, accounts, holder });

describe('own transfers: pairs', () => {
  it('links an opposite movement of the same amount in another account, named, the same day', () => {
    const out = mov(checking, '2026-03-02', -80_000, 'TRANSFERENCIA A DAVIPLATA 3112229036');
    const inn = mov(wallet, '2026-03-02', 80_000, 'Recibiste de Pichincha');
    expect(run([inn], [out])).toEqual({ links: [{ outgoing: out.id, incoming: inn.id }], proposals: [] });
  });

  it('links a leg that arrives up to four days later, and not five', () => {
    const out = mov(checking, '2026-03-05', -150_000, 'TRASPASO ENTRE CUENTAS');
    const inn = mov(savings, '2026-03-09', 150_000, 'ABONO TRASPASO');
    expect(run([inn], [out]).links).toHaveLength(1);
    const late = mov(savings, '2026-03-10', 150_000, 'ABONO TRASPASO');
    expect(run([late], [out])).toEqual({ links: [], proposals: [] });
  });

  it('does not pair an incoming leg dated before the outgoing one', () => {
    const out = mov(checking, '2026-03-05', -150_000, 'TRASPASO ENTRE CUENTAS');
    const early = mov(savings, '2026-03-03', 150_000, 'ABONO TRASPASO');
    expect(run([early], [out])).toEqual({ links: [], proposals: [] });
  });

  it('links a card payment to the card statement', () => {
    const out = mov(checking, '2026-04-10', -612_300, 'PAGO TARJETA CREDITO');
    const inn = mov(card, '2026-04-13', 612_300, 'GRACIAS POR SU PAGO');
    expect(run([out, inn]).links).toEqual([{ outgoing: out.id, incoming: inn.id }]);
  });

  it('links an ATM withdrawal to the cash the user typed the next day', () => {
    const out = mov(checking, '2026-05-01', -100_000, 'RETIRO CAJERO CALLE 72');
    const inn = mov(cash, '2026-05-02', 100_000, 'saqué 100 mil');
    expect(run([out], [inn]).links).toEqual([{ outgoing: out.id, incoming: inn.id }]);
  });

  it('proposes, not links, a pair with only the amount and the date', () => {
    const out = mov(checking, '2026-06-01', -45_000, 'MOVIMIENTO 00123');
    const inn = mov(wallet, '2026-06-01', 45_000, 'Movimiento');
    const result = run([out, inn]);
    expect(result.links).toEqual([]);
    expect(result.proposals).toEqual([
      expect.objectContaining({ counterpartId: expect.any(String), reason: expect.stringContaining('') }),
    ]);
  });

  it('proposes when two outgoing movements compete for one incoming leg', () => {
    const first = mov(checking, '2026-06-10', -30_000, 'TRANSFERENCIA ENVIADA');
    const second = mov(checking, '2026-06-11', -30_000, 'TRANSFERENCIA ENVIADA');
    const inn = mov(wallet, '2026-06-11', 30_000, 'TRANSFERENCIA RECIBIDA');
    const result = run([inn], [first, second]);
    expect(result.links).toEqual([]);
    expect(result.proposals).toEqual([
      expect.objectContaining({ transactionId: inn.id, reason: 'several_candidates' }),
    ]);
  });

  it('picks the leg in the user’s own name over a nearer one from someone else', () => {
    const out = mov(checking, '2026-07-03', -700_000, 'TRANSFERENCIA INTERBANCARIA ORTEGA VIDAL LUCIA');
    const stranger = mov(savings, '2026-07-03', 700_000, 'ABONO DE RAMIRO SUAREZ PEÑA');
    const own = mov(savings, '2026-07-06', 700_000, 'ABONO TRANSFERENCIA LUCIA FERNANDA ORTEGA');
    const result = run([stranger, own], [out]);
    expect(result.links).toEqual([{ outgoing: out.id, incoming: own.id }]);
    expect(result.proposals).toEqual([]);
  });
});

describe('own transfers: not transfers', () => {
  it('leaves a send to another person and a receipt from another person of the same amount alone', () => {
    const sent = mov(wallet, '2026-08-01', -50_000, 'Envío a Tomás Herrera Gil');
    const received = mov(checking, '2026-08-01', 50_000, 'TRANSF DE MARIA JOSE SALAZAR');
    expect(run([sent, received])).toEqual({ links: [], proposals: [] });
  });

  it('leaves a salary, a refund and a fee alone', () => {
    const salary = mov(checking, '2026-08-30', 2_000_000, 'PAGO NOMINA ACME SAS');
    const out = mov(wallet, '2026-08-30', -2_000_000, 'Pago en ALMACEN');
    const refund = mov(card, '2026-09-02', 99_000, 'DEVOLUCION COMPRA TIENDA');
    const paid = mov(checking, '2026-09-02', -99_000, 'PAGO TARJETA VISA ITAU');
    const result = run([salary, out, refund, paid]);
    expect(result.links).toEqual([]);
    expect(result.proposals.map((item) => item.transactionId)).not.toContain(salary.id);
  });

  it('tells a relative with the same surnames from the user', () => {
    const sent = mov(checking, '2026-09-05', -200_000, 'TRANSFERENCIA A ANDRES ORTEGA VIDAL');
    const received = mov(wallet, '2026-09-05', 200_000, 'Recibiste de Pichincha');
    expect(run([sent, received]).links).toEqual([]);
  });
});

describe('own transfers: one leg', () => {
  it('proposes a one-leg transfer to the account the text names by its last digits', () => {
    const paid = mov(checking, '2026-10-01', -300_000, 'PAGO TARJETA *2290');
    expect(run([paid])).toEqual({
      links: [],
      proposals: [{ transactionId: paid.id, counterpartId: null, accountId: card.id, reason: 'names_account' }],
    });
  });

  it('proposes a withdrawal into the cash account when its leg is not there', () => {
    const atm = mov(checking, '2026-10-03', -60_000, 'RETIRO CAJERO AUTOMATICO');
    expect(run([atm]).proposals).toEqual([
      { transactionId: atm.id, counterpartId: null, accountId: cash.id, reason: 'cash' },
    ]);
  });

  it('proposes nothing for a withdrawal when the user keeps no cash account', () => {
    const atm = mov(checking, '2026-10-03', -60_000, 'RETIRO CAJERO AUTOMATICO');
    expect(
      matchOwnTransfers({ imported: [atm], existing: [], accounts: [checking, wallet], holder }).proposals,
    ).toEqual([]);
  });
});

describe('the words that name accounts and people', () => {
  it('finds an account by its distinctive words or digits, not by generic ones', () => {
    expect(namesAccount('RECARGA DESDE DAVIPLATA', wallet)).toBe(true);
    expect(namesAccount('COMPRA EN CUENTA', checking)).toBe(false);
    expect(namesAccount('PAGO A ****7001', savings)).toBe(true);
  });

  it('needs three words of a long name, or all of a short one', () => {
    const words = holderWords(holder);
    expect(namesHolder('SPEI ORTEGA VIDAL LUCIA', words)).toBe(true);
    expect(namesHolder('SPEI ANDRES ORTEGA VIDAL', words)).toBe(false);
    expect(namesHolder('Bizum de Pablo Gil', holderWords('Pablo Gil'))).toBe(true);
    expect(namesHolder('Bizum de Pablo Ruiz', holderWords('Pablo Gil'))).toBe(false);
  });
});

describe('own transfers: competition and naming', () => {
  it('links each of two same-amount moves to its own leg when the other leg has a nearer partner', () => {
    const first = mov(checking, '2026-11-02', -400_000, 'TRANSFERENCIA A DAVIPLATA');
    const second = mov(checking, '2026-11-05', -400_000, 'TRANSFERENCIA A DAVIPLATA');
    const firstIn = mov(wallet, '2026-11-02', 400_000, 'Recarga desde Pichincha');
    const secondIn = mov(wallet, '2026-11-06', 400_000, 'Recarga desde Pichincha');
    const result = run([firstIn, secondIn], [first, second]);
    expect(result.links).toEqual(
      expect.arrayContaining([
        { outgoing: first.id, incoming: firstIn.id },
        { outgoing: second.id, incoming: secondIn.id },
      ]),
    );
    expect(result.proposals).toEqual([]);
  });

  it('reads «transferencia enviada a <someone>» as somebody else', () => {
    const sent = mov(wallet, '2026-11-08', -35_000, 'Transferencia enviada a Camilo Restrepo');
    const received = mov(checking, '2026-11-08', 35_000, 'TRANSFERENCIA RECIBIDA');
    expect(run([sent, received])).toEqual({ links: [], proposals: [] });
  });

  it('names a card by its brand in a card payment, and not an account of the same bank with another number', () => {
    const paid = mov(checking, '2026-11-09', -210_000, 'PAGO TC VISA PESOS');
    expect(run([paid]).proposals).toEqual([
      { transactionId: paid.id, counterpartId: null, accountId: card.id, reason: 'names_account' },
    ]);
    const elsewhere = mov(checking, '2026-11-09', -50_000, 'TRANSFERENCIA A DAVIPLATA 3001112233');
    expect(run([elsewhere]).proposals).toEqual([]);
  });
});
