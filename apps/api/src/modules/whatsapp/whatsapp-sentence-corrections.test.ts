import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { readSentenceCorrection } from './corrections.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Issue 30's classes widened by rule, on examples written for this file (none taken from a blind
// set): corrections said as sentences in the six countries, each country's everyday words for
// what people pay, and the captures that must ask instead of saving on a guess.

const TODAY = '2026-11-26'; // a Thursday
const CURRENCY: Record<string, [string, string]> = {
  CO: ['COP', '20.000'],
  MX: ['MXN', '200'],
  AR: ['ARS', '20.000'],
  CL: ['CLP', '20.000'],
  PE: ['PEN', '20'],
  ES: ['EUR', '20'],
};
const context = (accounts: AccountRef[]): ParseContext => ({
  today: TODAY,
  accounts,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
const COLOMBIA = context([
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Bancolombia', 'savings', 'COP', ['4321']),
  accountRef('Nequi', 'other', 'COP'),
  accountRef('Visa Bancolombia', 'credit_card', 'COP', ['1111']),
  accountRef('Mastercard Falabella', 'credit_card', 'COP', ['2222']),
]);
const MEXICO = context([
  accountRef('Efectivo', 'cash', 'MXN'),
  accountRef('BBVA', 'checking', 'MXN'),
  accountRef('Banorte', 'checking', 'MXN'),
]);

describe('a correction said as a sentence', () => {
  it.each([
    // The category, by an order with the reason after it.
    ['cambia la categoria a deporte, son para correr', { type: 'recategorize', target: 'deporte' }],
    ['mejor ponlo en ropa que eso fue unos tenis', { type: 'recategorize', target: 'ropa' }],
    ['cámbialo a regalos, era para mi padre', { type: 'recategorize', target: 'regalos' }],
    ['cambiale la categoría a salud porque era del médico', { type: 'recategorize', target: 'salud' }],
    ['muévelo a transporte', { type: 'recategorize', target: 'transporte' }],
    ['ponelo en super, era la compra del mes', { type: 'recategorize', target: 'super' }],
    ['pásalo a mascotas porfa', { type: 'recategorize', target: 'mascotas' }],
    ['anótalo como regalo', { type: 'recategorize', target: 'regalo' }],
    ['cambialo de restaurantes a cafeterias', { type: 'recategorize', target: 'cafeterias' }],
    ['pon eso en farmacia', { type: 'recategorize', target: 'farmacia' }],
    ['oye, clasifícalo en educación', { type: 'recategorize', target: 'educacion' }],
    // The category, by a statement.
    ['eso va en mascotas', { type: 'recategorize', target: 'mascotas' }],
    ['no, eso va en ropa', { type: 'recategorize', target: 'ropa' }],
    ['eso iba en transporte', { type: 'recategorize', target: 'transporte' }],
    ['debería ir en salud', { type: 'recategorize', target: 'salud' }],
    ['la categoría es deporte', { type: 'recategorize', target: 'deporte' }],
    ['categoría: hobbies', { type: 'recategorize', target: 'hobbies' }],
    ['es de la categoría ropa', { type: 'recategorize', target: 'ropa' }],
    ['no era comida, era para el perro', { type: 'recategorize', target: 'el perro' }],
    // The account.
    ['cárgalo a la visa', { type: 'reaccount', target: 'visa' }],
    ['cambia la cuenta a bancolombia', { type: 'reaccount', target: 'bancolombia' }],
    ['la cuenta era la de banorte', { type: 'reaccount', target: 'banorte' }],
    ['salió de la nequi', { type: 'reaccount', target: 'nequi' }],
    ['pásalo a nequi', { type: 'recategorize', target: 'nequi' }], // an account's name: handle-message moves the account
    // The day.
    ['lo compré ayer', { type: 'redate', date: '2026-11-25' }],
    ['lo pagué el lunes', { type: 'redate', date: '2026-11-23' }],
    ['eso era del sábado', { type: 'redate', date: '2026-11-21' }],
    ['es de ayer', { type: 'redate', date: '2026-11-25' }],
    ['pásalo a ayer', { type: 'redate', date: '2026-11-25' }],
    ['muévelo al lunes', { type: 'redate', date: '2026-11-23' }],
    ['ponle fecha de ayer', { type: 'redate', date: '2026-11-25' }],
    ['cambia la fecha al martes', { type: 'redate', date: '2026-11-24' }],
    ['lo compré el 20', { type: 'redate', date: '2026-11-20' }],
    ['el viernes', { type: 'redate', date: '2026-11-20' }],
    ['ayer', { type: 'redate', date: '2026-11-25' }],
    // A complaint about a field, then the right value.
    ['la categoría está mal, es ropa', { type: 'recategorize', target: 'ropa' }],
    ['categoría incorrecta, era regalos', { type: 'recategorize', target: 'regalos' }],
    ['te equivocaste de categoría, es mascotas', { type: 'recategorize', target: 'mascotas' }],
    ['la cuenta está mal, fue con nequi', { type: 'reaccount', target: 'nequi' }],
    ['la fecha está mal, fue ayer', { type: 'redate', date: '2026-11-25' }],
    // The way it was paid.
    ['lo hice por nequi', { type: 'reaccount', target: 'nequi' }],
    ['lo yapeé', { type: 'reaccount', target: 'yape' }],
    ['se lo nequeé', { type: 'reaccount', target: 'nequi' }],
  ])('«%s»', (text, expected) => {
    expect(detectIntent(text, TODAY)).toEqual(expected);
  });

  it.each([
    ['no eran 58 sino 85', '85'],
    ['no fueron 22, fueron 28', '28'],
    ['eran 85, no 58', '85'],
    ['85, no 58', '85'],
    ['en realidad fueron 85', '85'],
    ['al final salió 40 mil', '40'],
    ['ponle 85', '85'],
    ['el total fue 85', '85'],
    ['quise decir 85', '85'],
    ['digo, 85', '85'],
  ])('«%s» corrects the amount to %s', (text, integer) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('reamount');
    expect(intent.type === 'reamount' && intent.amount.integer).toBe(integer);
  });

  it.each([
    'sácalo',
    'suprime eso',
    'era broma, bórralo',
    'no era mío, bórralo',
    'está repetido',
    'lo anoté dos veces',
  ])('«%s» undoes the last capture', (text) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'undo' });
  });

  it.each([
    'pasé a comprar pan',
    'anota el taxi',
    'no va en ropa',
    'pase por el super',
    'fui al cine ayer',
    'cambié el aceite del carro',
    'hoy me toca pasar por el banco',
    'la categoría no es esa',
    // Said after a question the chat asked, these would delete an older capture.
    'olvídalo',
    'no lo anotes',
    'almuerzo 20 mil, bórralo',
  ])('«%s» is not a correction', (text) => {
    expect(readSentenceCorrection(text, TODAY)).toBeUndefined();
    expect(['recategorize', 'reaccount', 'redate', 'reamount', 'undo']).not.toContain(detectIntent(text, TODAY).type);
  });
});

// At least 40 everyday words a country uses for food, transport, bills, shops and the home.
const LOCAL_WORDS: Record<string, [string, string][]> = {
  CO: [
    ['admon del apto', 'Administración y comunidad'],
    ['administracion del apto', 'Administración y comunidad'],
    ['administración del conjunto', 'Administración y comunidad'],
    ['tinto', 'Cafeterías'],
    ['corrientazo', 'Restaurantes'],
    ['almuerzo ejecutivo', 'Restaurantes'],
    ['buñuelos', 'Cafeterías'],
    ['empanadas', 'Restaurantes'],
    ['arepa', 'Restaurantes'],
    ['bandeja paisa', 'Restaurantes'],
    ['pan y leche', 'Supermercado'],
    ['mercado', 'Supermercado'],
    ['tienda de la esquina', 'Supermercado'],
    ['d1', 'Supermercado'],
    ['ara', 'Supermercado'],
    ['surtimax', 'Supermercado'],
    ['olimpica', 'Supermercado'],
    ['fruver', 'Supermercado'],
    ['plaza de mercado', 'Supermercado'],
    ['carulla', 'Supermercado'],
    ['transmilenio', 'Transporte público'],
    ['sitp', 'Transporte público'],
    ['buseta', 'Transporte público'],
    ['colectivo', 'Transporte público'],
    ['metro', 'Transporte público'],
    ['tarjeta tullave', 'Transporte público'],
    ['recarga civica', 'Transporte público'],
    ['mototaxi', 'Taxi y VTC'],
    ['taxi', 'Taxi y VTC'],
    ['didi', 'Taxi y VTC'],
    ['gasolina', 'Combustible'],
    ['tanqueada', 'Combustible'],
    ['peaje', 'Aparcamiento y peajes'],
    ['parqueadero', 'Aparcamiento y peajes'],
    ['predial', 'Otros impuestos'],
    ['impuesto vehicular', 'Otros impuestos'],
    ['soat', 'Seguro del vehículo'],
    ['tecnomecanica', 'Mantenimiento del vehículo'],
    ['recibo de la luz', 'Electricidad'],
    ['epm', 'Electricidad'],
    ['codensa', 'Electricidad'],
    ['recibo del agua', 'Agua'],
    ['acueducto', 'Agua'],
    ['gas natural', 'Gas'],
    ['vanti', 'Gas'],
    ['pipeta de gas', 'Gas'],
    ['internet', 'Internet'],
    ['recarga claro', 'Teléfono móvil'],
    ['plan de datos', 'Teléfono móvil'],
    ['arriendo', 'Alquiler o hipoteca'],
    ['drogueria', 'Farmacia'],
    ['ferreteria', 'Mantenimiento y reparaciones'],
    ['domicilio rappi', 'Domicilios'],
    ['onces', 'Restaurantes'],
    ['cerveza', 'Restaurantes'],
  ],
  MX: [
    ['tacos', 'Restaurantes'],
    ['tortas', 'Restaurantes'],
    ['garnachas', 'Restaurantes'],
    ['comida corrida', 'Restaurantes'],
    ['fonda', 'Restaurantes'],
    ['chela', 'Restaurantes'],
    ['cafecito', 'Cafeterías'],
    ['tortillas', 'Supermercado'],
    ['tortilleria', 'Supermercado'],
    ['mandado', 'Supermercado'],
    ['despensa', 'Supermercado'],
    ['super', 'Supermercado'],
    ['oxxo', 'Supermercado'],
    ['bodega aurrera', 'Supermercado'],
    ['soriana', 'Supermercado'],
    ['chedraui', 'Supermercado'],
    ['la comer', 'Supermercado'],
    ['recaudería', 'Supermercado'],
    ['metro', 'Transporte público'],
    ['metrobús', 'Transporte público'],
    ['pesero', 'Transporte público'],
    ['combi', 'Transporte público'],
    ['micro', 'Transporte público'],
    ['camion', 'Transporte público'],
    ['tren ligero', 'Transporte público'],
    ['uber', 'Taxi y VTC'],
    ['taxi', 'Taxi y VTC'],
    ['gasolina', 'Combustible'],
    ['gasofa', 'Combustible'],
    ['caseta', 'Aparcamiento y peajes'],
    ['estacionamiento', 'Aparcamiento y peajes'],
    ['pension del coche', 'Aparcamiento y peajes'],
    ['tenencia', 'Otros impuestos'],
    ['verificación', 'Mantenimiento del vehículo'],
    ['predial', 'Otros impuestos'],
    ['recibo de luz', 'Electricidad'],
    ['cfe', 'Electricidad'],
    ['agua', 'Agua'],
    ['garrafón', 'Agua'],
    ['gas', 'Gas'],
    ['tanque estacionario', 'Gas'],
    ['cilindro de gas', 'Gas'],
    ['pipa de agua', 'Agua'],
    ['telmex', 'Internet'],
    ['izzi', 'Internet'],
    ['totalplay', 'Internet'],
    ['recarga telcel', 'Teléfono móvil'],
    ['renta', 'Alquiler o hipoteca'],
    ['mantenimiento del depa', 'Administración y comunidad'],
    ['cuota de mantenimiento', 'Administración y comunidad'],
    ['farmacia', 'Farmacia'],
    ['similares', 'Farmacia'],
    ['tlapalería', 'Mantenimiento y reparaciones'],
    ['ferretería', 'Mantenimiento y reparaciones'],
    ['uber eats', 'Domicilios'],
    ['didi food', 'Domicilios'],
  ],
  AR: [
    ['bondi', 'Transporte público'],
    ['colectivo', 'Transporte público'],
    ['carga sube', 'Transporte público'],
    ['sube', 'Transporte público'],
    ['subte', 'Transporte público'],
    ['tren', 'Transporte público'],
    ['remis', 'Taxi y VTC'],
    ['taxi', 'Taxi y VTC'],
    ['nafta', 'Combustible'],
    ['ypf', 'Combustible'],
    ['peaje', 'Aparcamiento y peajes'],
    ['estacionamiento', 'Aparcamiento y peajes'],
    ['cochera', 'Aparcamiento y peajes'],
    ['expensas', 'Administración y comunidad'],
    ['alquiler', 'Alquiler o hipoteca'],
    ['abl', 'Otros impuestos'],
    ['patente', 'Otros impuestos'],
    ['ingresos brutos', 'Otros impuestos'],
    ['luz', 'Electricidad'],
    ['edenor', 'Electricidad'],
    ['edesur', 'Electricidad'],
    ['aysa', 'Agua'],
    ['agua', 'Agua'],
    ['gas', 'Gas'],
    ['garrafa', 'Gas'],
    ['metrogas', 'Gas'],
    ['fibertel', 'Internet'],
    ['internet', 'Internet'],
    ['cable', 'Internet'],
    ['carga claro', 'Teléfono móvil'],
    ['super', 'Supermercado'],
    ['chino', 'Supermercado'],
    ['almacen', 'Supermercado'],
    ['verduleria', 'Supermercado'],
    ['carniceria', 'Supermercado'],
    ['fiambreria', 'Supermercado'],
    ['coto', 'Supermercado'],
    ['carrefour', 'Supermercado'],
    ['facturas', 'Cafeterías'],
    ['cafe con medialunas', 'Cafeterías'],
    ['birra', 'Restaurantes'],
    ['pizza', 'Restaurantes'],
    ['empanadas', 'Restaurantes'],
    ['parrilla', 'Restaurantes'],
    ['choripan', 'Restaurantes'],
    ['milanesa', 'Restaurantes'],
    ['delivery', 'Domicilios'],
    ['pedidos ya', 'Domicilios'],
    ['rappi', 'Domicilios'],
    ['farmacia', 'Farmacia'],
    ['ferreteria', 'Mantenimiento y reparaciones'],
    ['kiosco', 'Supermercado'],
    ['vtv', 'Mantenimiento del vehículo'],
  ],
  CL: [
    ['micro', 'Transporte público'],
    ['metro', 'Transporte público'],
    ['carga bip', 'Transporte público'],
    ['bip', 'Transporte público'],
    ['colectivo', 'Transporte público'],
    ['transantiago', 'Transporte público'],
    ['uber', 'Taxi y VTC'],
    ['bencina', 'Combustible'],
    ['copec', 'Combustible'],
    ['tag', 'Aparcamiento y peajes'],
    ['autopista', 'Aparcamiento y peajes'],
    ['peaje', 'Aparcamiento y peajes'],
    ['estacionamiento', 'Aparcamiento y peajes'],
    ['permiso de circulacion', 'Otros impuestos'],
    ['contribuciones', 'Otros impuestos'],
    ['revision tecnica', 'Mantenimiento del vehículo'],
    ['gastos comunes', 'Administración y comunidad'],
    ['arriendo', 'Alquiler o hipoteca'],
    ['luz', 'Electricidad'],
    ['enel', 'Electricidad'],
    ['cge', 'Electricidad'],
    ['agua', 'Agua'],
    ['aguas andinas', 'Agua'],
    ['gas', 'Gas'],
    ['balon de gas', 'Gas'],
    ['lipigas', 'Gas'],
    ['abastible', 'Gas'],
    ['internet', 'Internet'],
    ['vtr', 'Internet'],
    ['recarga entel', 'Teléfono móvil'],
    ['plan del celu', 'Teléfono móvil'],
    ['super', 'Supermercado'],
    ['lider', 'Supermercado'],
    ['jumbo', 'Supermercado'],
    ['unimarc', 'Supermercado'],
    ['santa isabel', 'Supermercado'],
    ['tottus', 'Supermercado'],
    ['feria', 'Supermercado'],
    ['pan', 'Supermercado'],
    ['marraqueta', 'Supermercado'],
    ['almacen', 'Supermercado'],
    ['onces', 'Restaurantes'],
    ['completo', 'Restaurantes'],
    ['sopaipillas', 'Restaurantes'],
    ['colacion', 'Restaurantes'],
    ['menu', 'Restaurantes'],
    ['chela', 'Restaurantes'],
    ['schop', 'Restaurantes'],
    ['sushi', 'Restaurantes'],
    ['cruz verde', 'Farmacia'],
    ['farmacia', 'Farmacia'],
    ['sodimac', 'Mantenimiento y reparaciones'],
    ['easy', 'Mantenimiento y reparaciones'],
  ],
  PE: [
    ['combi', 'Transporte público'],
    ['micro', 'Transporte público'],
    ['custer', 'Transporte público'],
    ['metropolitano', 'Transporte público'],
    ['tren electrico', 'Transporte público'],
    ['pasaje', 'Transporte público'],
    ['mototaxi', 'Taxi y VTC'],
    ['taxi', 'Taxi y VTC'],
    ['gasolina', 'Combustible'],
    ['grifo', 'Combustible'],
    ['glp', 'Combustible'],
    ['peaje', 'Aparcamiento y peajes'],
    ['cochera', 'Aparcamiento y peajes'],
    ['playa de estacionamiento', 'Aparcamiento y peajes'],
    ['arbitrios', 'Otros impuestos'],
    ['impuesto vehicular', 'Otros impuestos'],
    ['soat', 'Seguro del vehículo'],
    ['luz', 'Electricidad'],
    ['luz del sur', 'Electricidad'],
    ['enel', 'Electricidad'],
    ['sedapal', 'Agua'],
    ['agua', 'Agua'],
    ['balon de gas', 'Gas'],
    ['gas', 'Gas'],
    ['internet', 'Internet'],
    ['movistar', 'Internet'],
    ['recarga', 'Teléfono móvil'],
    ['alquiler', 'Alquiler o hipoteca'],
    ['mantenimiento del edificio', 'Administración y comunidad'],
    ['mercado', 'Supermercado'],
    ['bodega', 'Supermercado'],
    ['plaza vea', 'Supermercado'],
    ['tottus', 'Supermercado'],
    ['wong', 'Supermercado'],
    ['tambo', 'Supermercado'],
    ['mass', 'Supermercado'],
    ['pan', 'Supermercado'],
    ['chifa', 'Restaurantes'],
    ['menu', 'Restaurantes'],
    ['menú del día', 'Restaurantes'],
    ['pollo a la brasa', 'Restaurantes'],
    ['anticuchos', 'Restaurantes'],
    ['ceviche', 'Restaurantes'],
    ['chela', 'Restaurantes'],
    ['cafe', 'Cafeterías'],
    ['emoliente', 'Cafeterías'],
    ['salchipapa', 'Restaurantes'],
    ['inkafarma', 'Farmacia'],
    ['mifarma', 'Farmacia'],
    ['botica', 'Farmacia'],
    ['promart', 'Mantenimiento y reparaciones'],
    ['rappi', 'Domicilios'],
    ['pedidosya', 'Domicilios'],
  ],
  ES: [
    ['metro', 'Transporte público'],
    ['bus', 'Transporte público'],
    ['abono transporte', 'Transporte público'],
    ['cercanías', 'Transporte público'],
    ['renfe', 'Transporte público'],
    ['bonobús', 'Transporte público'],
    ['tranvía', 'Transporte público'],
    ['cabify', 'Taxi y VTC'],
    ['taxi', 'Taxi y VTC'],
    ['gasolina', 'Combustible'],
    ['gasoil', 'Combustible'],
    ['diésel', 'Combustible'],
    ['repsol', 'Combustible'],
    ['peaje', 'Aparcamiento y peajes'],
    ['parking', 'Aparcamiento y peajes'],
    ['zona azul', 'Aparcamiento y peajes'],
    ['itv', 'Mantenimiento del vehículo'],
    ['ibi', 'Otros impuestos'],
    ['impuesto de circulación', 'Otros impuestos'],
    ['basuras', 'Otros impuestos'],
    ['comunidad', 'Administración y comunidad'],
    ['alquiler', 'Alquiler o hipoteca'],
    ['hipoteca', 'Alquiler o hipoteca'],
    ['luz', 'Electricidad'],
    ['iberdrola', 'Electricidad'],
    ['endesa', 'Electricidad'],
    ['agua', 'Agua'],
    ['canal de isabel ii', 'Agua'],
    ['butano', 'Gas'],
    ['bombona', 'Gas'],
    ['naturgy', 'Gas'],
    ['fibra', 'Internet'],
    ['internet', 'Internet'],
    ['movistar', 'Internet'],
    ['recarga del móvil', 'Teléfono móvil'],
    ['mercadona', 'Supermercado'],
    ['lidl', 'Supermercado'],
    ['aldi', 'Supermercado'],
    ['carrefour', 'Supermercado'],
    ['la compra', 'Supermercado'],
    ['frutería', 'Supermercado'],
    ['pan', 'Supermercado'],
    ['caña', 'Restaurantes'],
    ['cañas', 'Restaurantes'],
    ['tapas', 'Restaurantes'],
    ['menú', 'Restaurantes'],
    ['menú del día', 'Restaurantes'],
    ['bocata', 'Restaurantes'],
    ['pintxos', 'Restaurantes'],
    ['café', 'Cafeterías'],
    ['cortado', 'Cafeterías'],
    ['churros', 'Cafeterías'],
    ['glovo', 'Domicilios'],
    ['just eat', 'Domicilios'],
    ['farmacia', 'Farmacia'],
    ['ferretería', 'Mantenimiento y reparaciones'],
    ['leroy merlin', 'Mantenimiento y reparaciones'],
    ['ikea', 'Muebles y hogar'],
    ['tinte', 'Cuidado personal'],
    ['peluquería', 'Cuidado personal'],
    ['tinto de verano', 'Restaurantes'],
  ],
};

describe("each country's everyday words", () => {
  for (const [country, list] of Object.entries(LOCAL_WORDS)) {
    it(`${country}: ${list.length} words find their category`, () => {
      expect(list.length).toBeGreaterThanOrEqual(40);
      const [currency, amount] = CURRENCY[country]!;
      const wrong = list.flatMap(([word, category]) => {
        const outcome = parseCapture(`${word} ${amount}`, context([accountRef('Efectivo', 'cash', currency)]));
        const got = outcome.ok && outcome.capture.kind === 'expense' ? outcome.capture.categoryId : 'not an expense';
        return got === category ? [] : [`${word} → ${got} (not ${category})`];
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('a capture that could be wrong asks instead of saving', () => {
  it.each([
    // A card word that names no one account.
    ['almuerzo 15 mil con la tarjeta', COLOMBIA],
    ['pagué con tarjeta 40 mil en falabella', COLOMBIA],
    ['super 900 con débito', MEXICO],
    // An own account named as the one paid.
    ['pagué 50 mil a bancolombia', COLOMBIA],
    ['le pagué a nequi 30 mil', COLOMBIA],
    // Money sent to a person is never income («prima» is a cousin too).
    ['transferí 100 mil a mi prima', COLOMBIA],
    // A count times a price: the total is not written.
    ['almuerzo 2 x 15 mil', COLOMBIA],
    ['cerveza 5 mil x 3', COLOMBIA],
    ['compré 2 pizzas de 30 mil', COLOMBIA],
    // Cash taken out of one of several bank accounts.
    ['retiré 500', MEXICO],
  ])('«%s»', (text, where) => {
    const outcome = parseCapture(text, where);
    expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  });

  it('reads what is certain', () => {
    const read = (text: string, where = COLOMBIA) => {
      const outcome = parseCapture(text, where);
      if (!outcome.ok) return outcome.question.reason;
      const { kind, amount, account, toAccount, categoryId } = outcome.capture;
      return [kind, amount, account.name, toAccount?.name ?? null, categoryId];
    };
    // «2 boletas» counts the tickets; it is not the units of «30 mil».
    expect(read('cine 30 mil 2 boletas')).toEqual(['expense', 30_000, 'Efectivo', null, 'Cine y eventos']);
    expect(read('taxi 8 mil 500')).toEqual(['expense', 8_500, 'Efectivo', null, 'Taxi y VTC']);
    // A transport card is not a credit card.
    expect(read('recargué la tarjeta de transporte 10 mil')).toEqual([
      'expense',
      10_000,
      'Efectivo',
      null,
      'Transporte público',
    ]);
    // The debit card of the only bank account is that account's.
    expect(read('mercado 80 mil con débito')).toEqual(['expense', 80_000, 'Bancolombia', null, 'Supermercado']);
    // «retiré 100 mil» with one bank account: cash taken out of it.
    expect(read('retiré 100 mil')).toEqual(['transfer', 100_000, 'Bancolombia', 'Efectivo', null]);
    // Argentina's turnover tax is paid, not received (2.000.000 centavos).
    expect(read('ingresos brutos 20.000', context([accountRef('Efectivo', 'cash', 'ARS')]))).toEqual([
      'expense',
      2_000_000,
      'Efectivo',
      null,
      'Otros impuestos',
    ]);
  });
});
