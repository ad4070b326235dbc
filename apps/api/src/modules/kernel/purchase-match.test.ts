import { describe, expect, it } from 'vitest';
import { type Arrival, type LedgerMovement, matchPurchases, roadsOf, sameMerchant } from './purchase-match.ts';

const movement = (id: string, date: string, amount: number, text: string, ...roads: LedgerMovement['roads']) => ({
  id,
  date,
  amount,
  text,
  roads,
});
const arrival = (date: string, amount: number, text: string, road: Arrival['road']): Arrival => ({
  date,
  amount,
  text,
  road,
});

describe('the one matcher of the four roads (decision 048)', () => {
  it('meets a typed note with the bank row booked up to three days later, whatever the text', () => {
    const [match] = matchPurchases(
      [arrival('2026-03-12', -4_180, 'COMPRA TARJ. 4471 EL CORTE INGLES', 'feed')],
      [movement('t1', '2026-03-09', -4_180, 'regalo mamá', 'typed')],
    );
    expect(match).toEqual({ id: 't1', gap: 3, certain: true });
  });

  it('never meets a movement that already has an arrival of that road: two of one road are two purchases', () => {
    expect(
      matchPurchases(
        [arrival('2026-03-09', -250, 'cafe', 'typed')],
        [movement('t1', '2026-03-09', -250, 'cafe', 'typed')],
      ),
    ).toEqual([null]);
    // Two feed rows and one typed note: one meets it, the other is new.
    const both = matchPurchases(
      [arrival('2026-03-10', -250, 'BAR PEPE', 'feed'), arrival('2026-03-10', -250, 'BAR PEPE', 'feed')],
      [movement('t1', '2026-03-09', -250, 'cafe', 'typed')],
    );
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('takes the pairs that share a merchant first, then the nearest dates', () => {
    const matches = matchPurchases(
      [arrival('2026-03-10', -1_999, 'AMAZON EU SARL', 'file'), arrival('2026-03-10', -1_999, 'DECATHLON', 'file')],
      [
        movement('d', '2026-03-10', -1_999, 'zapatillas decathlon', 'typed'),
        movement('a', '2026-03-08', -1_999, 'amazon cable', 'alert'),
      ],
    );
    expect(matches.map((item) => item?.id)).toEqual(['a', 'd']);
  });

  it('is unsure when only the amount agrees and the dates do not fit how banks book', () => {
    // The bank row four days before the note, or the note a day earlier than an alert with no shared word.
    expect(
      matchPurchases(
        [arrival('2026-03-14', -7_000, 'gasolina', 'typed')],
        [movement('f', '2026-03-10', -7_000, 'REPSOL E.S. 2231', 'feed')],
      )[0],
    ).toMatchObject({ id: 'f', certain: false });
    expect(
      matchPurchases(
        [arrival('2026-03-14', -7_000, 'gasolina', 'alert')],
        [movement('t', '2026-03-11', -7_000, 'cena', 'typed')],
      )[0],
    ).toMatchObject({ certain: false });
    // The same words make it sure even four days apart.
    expect(
      matchPurchases(
        [arrival('2026-03-14', -7_000, 'REPSOL CTRA VALENCIA', 'file')],
        [movement('t', '2026-03-10', -7_000, 'repsol', 'typed')],
      )[0],
    ).toMatchObject({ certain: true });
  });

  it('keeps away from other amounts, signs, dates past the window and balance adjustments', () => {
    const ledger = [
      movement('sign', '2026-03-10', 7_000, 'x', 'typed'),
      movement('far', '2026-02-27', -7_000, 'x', 'typed'),
      // Six days later than the bank's row: a bank books late, never early.
      movement('early', '2026-03-16', -7_000, 'x', 'typed'),
      movement('adj', '2026-03-10', -7_000, 'x', ...roadsOf({ origin: 'adjustment', externalId: null })),
    ];
    expect(matchPurchases([arrival('2026-03-10', -7_000, 'x', 'feed')], ledger)).toEqual([null]);
  });

  it('meets a bank row booked 5–10 days late only when the merchant agrees, and asks otherwise', () => {
    // A hotel's card charge typed on the 2nd and booked by the bank on the 9th.
    expect(
      matchPurchases(
        [arrival('2026-03-09', -18_000, 'COMPRA TARJ. 4471 HOTEL MIRAMAR SITGES', 'feed')],
        [movement('t', '2026-03-02', -18_000, 'hotel miramar', 'typed')],
      )[0],
    ).toEqual({ id: 't', gap: 7, certain: true });
    // The same seven days with nothing else in common: a question, never a silent merge.
    expect(
      matchPurchases(
        [arrival('2026-03-09', -18_000, 'COMPRA TARJ. 4471 HOTEL MIRAMAR SITGES', 'file')],
        [movement('t', '2026-03-02', -18_000, 'vacaciones', 'alert')],
      )[0],
    ).toEqual({ id: 't', gap: 7, certain: false });
    // A capture typed after the bank's late row has synced meets it the same way round.
    expect(
      matchPurchases(
        [arrival('2026-03-02', -18_000, 'hotel miramar', 'typed')],
        [movement('f', '2026-03-11', -18_000, 'HOTEL MIRAMAR SITGES', 'feed')],
      )[0],
    ).toMatchObject({ id: 'f', certain: true });
    // Past ten days, two of the bank's own roads, or two typed notes: never.
    expect(
      matchPurchases(
        [arrival('2026-03-13', -18_000, 'HOTEL MIRAMAR', 'feed')],
        [movement('t', '2026-03-02', -18_000, 'hotel miramar', 'typed')],
      ),
    ).toEqual([null]);
    expect(
      matchPurchases(
        [arrival('2026-03-09', -18_000, 'HOTEL MIRAMAR', 'feed')],
        [movement('f', '2026-03-02', -18_000, 'HOTEL MIRAMAR', 'file')],
      ),
    ).toEqual([null]);
    expect(
      matchPurchases(
        [arrival('2026-03-09', -18_000, 'hotel miramar', 'alert')],
        [movement('t', '2026-03-02', -18_000, 'hotel miramar', 'typed')],
      ),
    ).toEqual([null]);
  });

  it('prefers a near movement to a late one of the same merchant', () => {
    const [match] = matchPurchases(
      [arrival('2026-03-09', -1_250, 'REPSOL 2231', 'feed')],
      [
        movement('late', '2026-03-01', -1_250, 'repsol', 'typed'),
        movement('near', '2026-03-08', -1_250, 'repsol', 'typed'),
      ],
    );
    expect(match).toMatchObject({ id: 'near', certain: true });
  });

  it('reads the roads of rows from before they were recorded from their origin', () => {
    expect(roadsOf({ origin: 'whatsapp', externalId: null })).toEqual(['typed']);
    expect(roadsOf({ origin: 'mail', externalId: null })).toEqual(['alert']);
    expect(roadsOf({ origin: 'import', externalId: 'eb:abc' })).toEqual(['feed']);
    expect(roadsOf({ origin: 'import', externalId: 'FITID-9' })).toEqual(['file']);
    expect(roadsOf({ origin: 'whatsapp', externalId: null, arrivals: ['typed', 'feed'], alerted: true })).toEqual([
      'typed',
      'feed',
      'alert',
    ]);
  });

  it('tells a merchant from the words every bank text carries', () => {
    expect(sameMerchant('PAGO CON TARJETA MERCADONA 0231', 'mercadona')).toBe(true);
    expect(sameMerchant('COMPRA TARJETA 4471', 'compra tarjeta')).toBe(false);
    expect(sameMerchant('TRANSFERENCIA A LUCIA PEREZ', 'lucia cumpleaños')).toBe(true);
  });
});
