import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';
import type { ParseContext } from './parse-message.ts';

// Lists told as a story (list-pieces.ts): a part taken back as one goes, an aside saying where one
// part's money went, a part's place said before its amount, an opening and a closing that are
// chatter. The examples are written here in each country's way, not taken from a blind corpus.

const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Bancolombia', 'savings', 'COP'),
    accountRef('Nequi', 'other', 'COP'),
  ],
  MX: [
    accountRef('Efectivo', 'cash', 'MXN'),
    accountRef('BBVA', 'checking', 'MXN'),
    accountRef('Tarjeta Nu', 'credit_card', 'MXN'),
  ],
  AR: [
    accountRef('Efectivo', 'cash', 'ARS'),
    accountRef('Galicia', 'checking', 'ARS'),
    accountRef('Mercado Pago', 'other', 'ARS'),
  ],
  CL: [accountRef('Efectivo', 'cash', 'CLP'), accountRef('CuentaRUT', 'checking', 'CLP')],
  PE: [accountRef('Efectivo', 'cash', 'PEN'), accountRef('BCP', 'savings', 'PEN'), accountRef('Yape', 'other', 'PEN')],
  ES: [
    accountRef('Efectivo', 'cash', 'EUR'),
    accountRef('BBVA', 'checking', 'EUR'),
    accountRef('ING', 'checking', 'EUR'),
  ],
};
const contextOf = (country: string): ParseContext => ({
  today: '2026-11-25',
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
const categoryName = (id: string | null) => defaultCategoryRefs.find((category) => category.id === id)?.name ?? '-';

/** Each part as «kind amount account», «ask» when a part is asked about, «one» when not read as a list. */
function readList(country: string, text: string, withCategory = false): string[] | 'ask' | 'one' {
  const context = contextOf(country);
  const parts = splitMovements(text, context.accounts);
  if (!parts) return 'one';
  const read = readParts(parts, context);
  if (read.some((item) => !item.outcome.ok)) return 'ask';
  return read.map((item) => {
    const capture = (
      item.outcome as {
        ok: true;
        capture: { kind: string; amount: number; account: AccountRef; categoryId: string | null };
      }
    ).capture;
    const said = `${capture.kind} ${capture.amount} ${capture.account.name}`;
    return withCategory ? `${said} ${categoryName(capture.categoryId)}` : said;
  });
}

describe('a part taken back as the list is told', () => {
  it.each([
    [
      'CO',
      'tinto 2.000, empanada 3.000, no perdón la empanada fue 3.500, y un jugo 4.000',
      ['expense 2000 Efectivo', 'expense 3500 Efectivo', 'expense 4000 Efectivo'],
    ],
    ['MX', 'gasolina 500, no espera fueron 550, y la caseta 120', ['expense 55000 Efectivo', 'expense 12000 Efectivo']],
    [
      'AR',
      'pizza 9 lucas, digo 11, que sumamos una fainá, y el taxi 4.500',
      ['expense 1100000 Efectivo', 'expense 450000 Efectivo'],
    ],
    [
      'PE',
      'pasaje 3 soles, luego almuerzo 12, ah no el almuerzo fue 14 porque pedí postre, y una gaseosa 2.50',
      ['expense 300 Efectivo', 'expense 1400 Efectivo', 'expense 250 Efectivo'],
    ],
    ['ES', 'cervezas 9, bueno 11 que pedimos otra, y el bus 1,40', ['expense 1100 Efectivo', 'expense 140 Efectivo']],
    [
      'CL',
      'completo 4.000 y sopaipillas 1.500, no, las sopaipillas fueron 2.000',
      ['expense 4000 Efectivo', 'expense 2000 Efectivo'],
    ],
  ])('[%s] «%s» keeps only the amount said last', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it.each([
    ['CO', 'taxi 9.000, no espera el taxi y el almuerzo 20.000, y un tinto 2.000'],
    ['MX', 'tacos 120, no, 140 o 150 no me acuerdo, y el metro 5'],
  ])('[%s] «%s»: a taking back that says more than a new amount is never saved as it stands', (country, text) => {
    const read = readList(country, text);
    expect(read === 'one' || read === 'ask').toBe(true);
  });
});

describe('an aside and a place said apart from their amount', () => {
  it.each([
    [
      'MX',
      'me pagaron 2000 por un diseño, me los transfirieron a bbva, y compré el gas 450 en efectivo',
      ['income 200000 BBVA', 'expense 45000 Efectivo'],
    ],
    [
      'ES',
      'me han pagado 300 de unas clases, me lo han ingresado en el ing, y he pagado la luz 60 en efectivo',
      ['income 30000 ING', 'expense 6000 Efectivo'],
    ],
    [
      'CO',
      'almuerzo 18.000 con nequi y luego fui a la drogueria, 25.000 en efectivo',
      ['expense 18000 Nequi', 'expense 25000 Efectivo'],
    ],
    [
      'AR',
      'me pagaron una changa, 60 mil a galicia, y de ahí pagué la luz, 15 mil',
      ['income 6000000 Galicia', 'expense 1500000 Galicia'],
    ],
    [
      'PE',
      'el menú 15, la gaseosa 4, todo con yape, y luego el taxi 12 en efectivo',
      ['expense 1500 Yape', 'expense 400 Yape', 'expense 1200 Efectivo'],
    ],
  ])('[%s] «%s» gives each part its own account', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });
});

describe('the chatter around a told list', () => {
  it.each([
    ['CO', 'uy que día, bus 2.900, almuerzo 16.000 y un tinto 2.500. creo que es todo', 3],
    ['MX', 'a ver lo de hoy: metro 5, torta 45 y agua 15. y ya', 3],
    ['AR', 'subte 900 y café 3.200, ufff me quedé seca jaja', 2],
    ['ES', 'ayer fuimos al teatro, entradas 30 en efectivo, y cenamos de tapas 25 con el bbva, eso creo', 2],
  ])('[%s] «%s» is read as %i parts', (country, text, count) => {
    expect(readList(country, text)).toHaveLength(count as number);
  });

  it('an opening about an outing does not give its category to a dinner after it', () => {
    const read = readList(
      'ES',
      'ayer fuimos al cine, entradas 16 con el bbva, y cenamos en un restaurante 38 con el ing',
      true,
    );
    expect(read).toEqual(['expense 1600 BBVA Cine y eventos', 'expense 3800 ING Restaurantes']);
  });

  it('a part whose amount is missing at the end is still asked about', () => {
    expect(readList('MX', 'tacos 150, refresco 35 y la propina')).toBe('one');
  });
});

describe('a tip and a building fee said as parts of a list', () => {
  it.each([
    ['CO', 'peluquería 30 mil, propina 5 mil y un tinto 2 mil', ['expense 35000 Efectivo', 'expense 2000 Efectivo']],
    ['ES', 'masaje 40 euros, y de propina 5, y el taxi 12', ['expense 4500 Efectivo', 'expense 1200 Efectivo']],
    [
      'AR',
      'lavado del auto 12 lucas, la propina 2 lucas y un café 3 lucas',
      ['expense 1400000 Efectivo', 'expense 300000 Efectivo'],
    ],
  ])('[%s] «%s»: a bare tip is added to what it was left on', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it('a bare tip that cannot be added for sure stays a part of its own', () => {
    expect(readList('PE', 'menú 12.50, propina 2 y el pasaje 3')).toHaveLength(3);
  });

  it.each([
    [
      'CO',
      'pedí un domicilio de rappi 30 mil con nequi y le di 3 mil de propina al domiciliario en efectivo',
      ['expense 30000 Nequi Domicilios', 'expense 3000 Efectivo Domicilios'],
    ],
    [
      'MX',
      'cenamos en un restaurante 800 con bbva y dejé 100 de propina en efectivo',
      ['expense 80000 BBVA Restaurantes', 'expense 10000 Efectivo Restaurantes'],
    ],
  ])('[%s] «%s»: a tip with its own account is its own part, of the same spending', (country, text, expected) => {
    expect(readList(country, text, true)).toEqual(expected);
  });

  it.each([
    ['MX', 'renta 8000 y mantenimiento 700 con bbva'],
    ['PE', 'el alquiler 1500 y el mantenimiento 200, ambos del bcp'],
  ])('[%s] «%s»: beside the rent, «mantenimiento» is the building fee', (country, text) => {
    const read = readList(country, text, true);
    expect(read).not.toBe('ask');
    expect((read as string[])[1]).toMatch(/Administración y comunidad$/);
  });

  it('without the rent, «mantenimiento» is not taken for the building fee', () => {
    const read = readList('MX', 'mantenimiento 700 y gasolina 500', true);
    expect((read as string[])[0]).not.toMatch(/Administración/);
  });
});

describe('a part told in several pieces, and «the rest» said once', () => {
  it.each([
    [
      'CO',
      'bus 2.900, luego pasé por la droguería y compré ibuprofeno 12.000 con nequi',
      ['expense 2900 Efectivo', 'expense 12000 Nequi'],
    ],
    [
      'AR',
      'taxi 5 mil con mercado pago, y a la tarde fui a la farmacia y compré ibuprofeno 9 mil. lo demás en efectivo',
      ['expense 500000 Mercado Pago', 'expense 900000 Efectivo'],
    ],
    [
      'MX',
      'gasolina 600 con la nu, tacos 150, refresco 35, el resto en efectivo',
      ['expense 60000 Tarjeta Nu', 'expense 15000 Efectivo', 'expense 3500 Efectivo'],
    ],
  ])('[%s] «%s»', (country, text, expected) => {
    expect(readList(country, text)).toEqual(expected);
  });

  it('pieces naming two kinds of spending before one amount are not joined, and asked about', () => {
    expect(readList('CO', 'taxi 12 mil, el parqueadero y almuerzo 20 mil')).toBe('one');
  });
});

describe('things listed without their amount are not joined to the next', () => {
  it.each([
    ['CL', 'micro 800, el pan y la verdulería 3.000'],
    ['ES', 'metro 1,50, la fruta y el súper 22'],
  ])('[%s] «%s»', (country, text) => {
    expect(readList(country, text)).toBe('one');
  });
});

describe('a remark in brackets', () => {
  it('stays with its part', () => {
    expect(readList('CO', 'peluquería 25 mil (con propina, la señora fue muy amable), y un tinto 2 mil')).toEqual([
      'expense 25000 Efectivo',
      'expense 2000 Efectivo',
    ]);
  });
});
