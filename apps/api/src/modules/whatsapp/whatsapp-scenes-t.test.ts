import { describe, expect, it } from 'vitest';
import { ar, cl, co, mx, pe, es, saved } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { categoryOf } from './ask.ts';

// Single messages whose payee or category was read from one word instead of the whole (blind-t): the
// shop before a charge's amount, tickets to another town, drinks for home, a repair, a present of
// money, a person paid by name, food eaten out asked about. The examples are written here in other
// words and other countries, not taken from a corpus.

describe('the shop named before the amount of a charge', () => {
  it('a processor’s suffix after the name is dropped', () => {
    const outcome = parseAlert('BBVA: Cargo por DIDI *RIDE $96.50 Tarjeta *5521 26/11/26', mx);
    expect(outcome?.ok).toBe(true);
    if (outcome?.ok) expect(outcome.capture.payee.toLowerCase()).toContain('didi');
  });
});

describe('categories the whole scene decides', () => {
  it.each([
    ['compré los pasajes a Arequipa 210 con interbank', pe, 'Viajes'],
    ['billetes de tren a Valencia 64 con sabadell', es, 'Viajes'],
    ['boletos de autobús a Puebla 480', mx, 'Viajes'],
    ['la flota a Bucaramanga 95 mil', co, 'Viajes'],
    ['unas birras pa la previa 7 lucas', cl, 'Supermercado'],
    ['el pasaje 3 soles', pe, 'Transporte público'],
    ['boletos para el concierto 1,500', mx, 'Cine y eventos'],
    ['un six pack de birras pa la casa 9 lucas', cl, 'Supermercado'],
    ['unas birras en el bar 12 lucas', cl, 'Restaurantes'],
    ['le yapeé 45 al técnico que arregló la terma', pe, 'Mantenimiento y reparaciones'],
    ['le pasé 15 mil a la modista que me arregló el vestido', ar, 'Ropa y calzado'],
    ['cuota de autónomos 310 desde n26', es, 'Otros impuestos'],
    ['pagué la declaración de la renta, 120 desde sabadell', es, 'Impuesto sobre la renta'],
  ])('«%s»', (text, context, category) => {
    expect(saved(text, context).categoryId).toBe(category);
  });

  it('money given as a present is other income', () => {
    const capture = saved('me transfirieron 50 mil a daviplata de regalo de navidad', co);
    expect(capture.kind).toBe('income');
    expect(capture.categoryId).toBe('Otros ingresos');
  });

  it('money given to the writer as a present is income, change given back is not', () => {
    const present = saved('mi padrino me dio 40 lucas de cumpleaños', cl);
    expect(present.kind).toBe('income');
    expect(present.categoryId).toBe('Otros ingresos');
    expect(saved('me dieron 2 mil de vuelto en la tienda', co).kind).toBe('expense');
  });

  it('money sent to a person by name has that person as payee', () => {
    expect(saved('le mandé por daviplata 80 mil a doña Marta por la costura', co).payee).toBe('doña Marta');
    expect(saved('le transferí 20 lucas a Catalina por la once', cl).payee).toBe('Catalina');
  });

  it('a question about food eaten out is about restaurants', () => {
    expect(categoryOf('comidas afuera', 'expense', defaultCategoryRefs)?.name).toBe('Restaurantes');
    expect(categoryOf('comida', 'expense', defaultCategoryRefs)?.name).toBe('Alimentación');
  });
});
