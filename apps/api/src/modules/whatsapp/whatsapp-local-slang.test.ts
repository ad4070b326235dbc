import { describe, expect, it } from 'vitest';
import { ar, cl, co, es, mx, pe, saved } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { readParts } from './capture-list.ts';
import { findCategoryWords } from './category-words.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';

// Each country's street food, drinks, rides and money in as said in a chat (category-words-slang.ts,
// category-scenes.ts), a number said with its money beside a room's word (intent-words.ts) and a
// list's way back (list-legs.ts). Examples written for this file; each group keeps an old reading.

const categoryOf = (text: string, context: typeof co) => saved(text, context).categoryId;

describe('street food and drinks of each country', () => {
  it.each([
    ['dos tlayudas y un atolito 140 varos', mx],
    ['unos huaraches con su atole 95', mx],
    ['mote con huesillos pa los niños 3 lucas', cl],
    ['salimos de tapeo por el centro, 32 €', es],
    ['una salchipapa en la esquina 12 soles', pe],
  ])('«%s» is eating out', (text, context) => {
    expect(categoryOf(text, context)).toBe('Restaurantes');
  });

  it.each([
    ['un frappé de moka 75', mx],
    ['dos frappuccinos 14 mil', co],
    ['un bocadillo de jamón y un café con leche 4,80', es],
  ])('«%s» is a café', (text, context) => {
    expect(categoryOf(text, context)).toBe('Cafeterías');
  });

  it('a sandwich with a beer stays a meal', () => {
    expect(categoryOf('un bocadillo y una caña 5,50', es)).toBe('Restaurantes');
  });

  it.each([
    ['yerba y azúcar 7.300', ar],
    ['unas caguamas pa la casa 210', mx],
    ['un six de pilsen pal depa 28 soles', pe],
  ])('«%s» is shopping', (text, context) => {
    expect(categoryOf(text, context)).toBe('Supermercado');
  });
});

describe('rides, pets and the home by their local names', () => {
  it('Peru’s «motito» is a ride, and never a word inside another', () => {
    expect(categoryOf('le pasé 6 soles al motito', pe)).toBe('Taxi y VTC');
    expect(findCategoryWords('una mota de polvo', 'expense')).toEqual([]);
  });

  it('a hyphenated name is read as its words', () => {
    expect(categoryOf('al viene-viene le di 30', mx)).toBe('Aparcamiento y peajes');
  });

  it('the flea drops are the pet’s, except Colombia’s gas «pipeta»', () => {
    expect(categoryOf('la pipeta antipulgas 11 lucas', cl)).toBe('Mascotas');
    expect(categoryOf('pipeta para la gata 8.700', ar)).toBe('Mascotas');
    expect(categoryOf('la pipeta de la estufa 90 mil', co)).toBe('Gas');
  });

  it('a mattress bought is furniture, not the savings pocket', () => {
    const mattress = saved('compré un colchón doble 1.200.000', co);
    expect(mattress.categoryId).toBe('Muebles y hogar');
    expect(mattress.account).toBe('Efectivo');
  });

  it('what was bought decides over the marketplace', () => {
    expect(categoryOf('unas sábanas en mercado libre 650', mx)).toBe('Muebles y hogar');
    expect(categoryOf('con la nu hice una compra de 420 en amazon, unas toallas pal baño', mx)).toBe('Muebles y hogar');
    expect(categoryOf('con la nu 420 en amazon', mx)).toBe('Varios');
  });

  it('the chemist’s delivery is the chemist’s, a meal’s stays a delivery', () => {
    expect(categoryOf('el domi de la droguería 31 mil por daviplata', co)).toBe('Farmacia');
    expect(categoryOf('el domi de las hamburguesas 31 mil', co)).toBe('Domicilios');
  });

  it('a carrier named before its plan is the phone, its price between or not', () => {
    expect(categoryOf('movistar plan 24.990', cl)).toBe('Teléfono móvil');
    expect(categoryOf('claro 45 mil plan', co)).toBe('Teléfono móvil');
  });

  it('a cut said alone is the hair’s, but a cut of meat is shopping', () => {
    expect(categoryOf('cortes 30 mil', co)).toBe('Cuidado personal');
    expect(categoryOf('la barba 8 soles', pe)).toBe('Cuidado personal');
    expect(categoryOf('cortes de res pa la parrilla 380', mx)).toBe('Supermercado');
    expect(categoryOf('corte de luz, reconexión 35 €', es)).toBe('Electricidad');
  });

  it('Mexico’s «en efe» is cash, and no carrier', () => {
    const paid = saved('unas gorditas 80 en efe', mx);
    expect(paid.account).toBe('Efectivo');
    expect(paid.categoryId).toBe('Restaurantes');
  });
});

describe('money in that is neither pay nor a sale', () => {
  it.each([
    ['me cayó el subsidio de vivienda 150 mil a daviplata', co],
    ['me cayó la jubilación 310.000 en el galicia', ar],
    ['mi primo me giró 60 mil', co],
    ['mi sobrina me mandó 40 soles por yape', pe],
    ['me pasó 500 mi hija pa los gastos', mx],
  ])('«%s» is other income', (text, context) => {
    expect(categoryOf(text, context)).toBe('Otros ingresos');
  });

  it('a school’s «pensión» paid out stays the school’s', () => {
    expect(categoryOf('pagué la pensión del colegio 720 soles', pe)).toBe('Matrícula y pensión');
  });

  it('a loan paid back is a refund, and photos done are fees', () => {
    expect(categoryOf('me mandó 20 mil mi primo q le preste pal bus', co)).toBe('Reembolsos');
    expect(categoryOf('me transfirieron 45 lucas por unas fotos del matri', cl)).toBe('Honorarios');
  });
});

describe('amounts said twice or as one’s share', () => {
  it('the same figure said again with its money is one amount', () => {
    expect(saved('unas chelas 24 mangos, 24 soles pe', pe).amount).toBe(2400);
    expect(saved('las gorditas 70 varos... 70 pesos', mx).amount).toBe(7000);
  });

  it('what each one put is the writer’s share', () => {
    expect(saved('pusimos 15 lucas cada uno pal asado', cl).amount).toBe(15000);
  });

  it('a price each with no share said is still asked about', () => {
    expect(() => saved('las entradas 12 € cada una', es)).toThrow(/asked/);
  });
});

describe('a number beside a room is money when said with its money', () => {
  it.each(['medialunas pa la oficina 4 lucas', 'el depto 650 del arriendo, ufff'])('«%s»', (text) => {
    expect(detectIntent(text, '2026-11-26').type).toBe('capture');
  });

  it('a room or a floor alone is still no money', () => {
    expect(detectIntent('estoy en la oficina 4, te aviso', '2026-11-26').type).toBe('not_money');
  });
});

describe('the way back of a ride in a list', () => {
  const categories = (text: string, context: typeof cl) =>
    readParts(splitMovements(text, context.accounts)!, context).map(({ outcome }) =>
      outcome.ok ? outcome.capture.categoryId : 'asked',
    );

  it('takes the ride’s category, whatever account closes the list', () => {
    expect(categories('uber 6.300 ida y 6.900 vuelta con la cuentarut', cl)).toEqual(['Taxi y VTC', 'Taxi y VTC']);
  });

  it('but the change given back after a meal is no ride', () => {
    const parts = ['almuerzo 12 soles', '3 de vuelta'];
    const [, change] = readParts(parts, pe).map(({ outcome }) => (outcome.ok ? outcome.capture.categoryId : 'asked'));
    expect(change).not.toBe('Taxi y VTC');
  });
});
