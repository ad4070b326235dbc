import { describe, expect, it } from 'vitest';
import { ar, co, mx, pe, es, saved, asked } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { parseAlert } from './alerts.ts';
import { isBankNotice } from './notices.ts';

// Single messages once saved wrong with a success reply (blind-t): a bank's offer taken for
// spending, a card the user has no account of put in cash, a bonus paid out read as a cost, dollars
// charged to a euro account. The examples are written here in other words and other countries, not
// taken from a corpus.

describe('a bank offer moves no money', () => {
  it.each([
    'Ualá: ¡Tenés un préstamo disponible de hasta $1.800.000! Pedilo desde la app en 2 minutos.',
    'Davivienda: Tienes un credito listo para ti de hasta $12.000.000. Simulalo en la app.',
    '¡Scotiabank te regala 3,000 puntos! Paga con tu tarjeta en supermercados y acumula el doble.',
    'Santander: Gana el triple de millas LATAM Pass comprando con tu tarjeta este fin de semana.',
    'BBVA: ampliamos tu limite de credito a $45,000. Consultalo en la app.',
    'Macro: tenés $14.500 de reintegros acumulados para usar en tu próxima compra.',
    'CaixaBank: hasta 200 € por domiciliar tu nómina con nosotros. Más información en caixabank.es',
    'Bancolombia: Te damos hasta $8.000.000 para lo que necesites. Aplican condiciones.',
    'Openbank: Llévate 150 € al contratar tu tarjeta. Oferta válida hasta el 15/12.',
  ])('«%s» is a notice', (text) => {
    expect(isBankNotice(text)).toBe(true);
  });

  it.each([
    'Compra aprobada por $32.000 en JUMBO con tu tarjeta *2288. Cupo disponible: $1.200.000',
    'compré 40 mil en el jumbo y acumulé 400 puntos',
    'ponele categoria viajes y sacalo de galicia',
    'Scotiabank: Pagaste $18.500 en COPEC y ganaste 185 puntos.',
  ])('«%s» is not a notice', (text) => {
    expect(isBankNotice(text)).toBe(false);
  });
});

describe('a card or wallet the user has no account of is asked about', () => {
  it.each([
    ['pagué 18 mil con la nativa', ar],
    ['super 25 lucas con la cabal', ar],
    ['compré unos tenis 1,200 con la klar', mx],
    ['almuerzo 35 soles desde mibanco', pe],
    ['la cena 60 euros con la evo', es],
    ['unos tenis 1,500 con la de liverpool', mx],
    ['regalo 45 euros con la tarjeta del corte inglés', es],
    ['nafta 30 mil con la visa del nación', ar],
    ['cine 28 mil con la rappicard', co],
  ])('«%s»', (text, context) => {
    expect(asked(text, context)).toBe(true);
  });

  it('a card of the user by its short name is that card', () => {
    expect(saved('farmacia 230 con la nu', mx).account).toBe('Tarjeta Nu');
  });

  it('a common word that names a card elsewhere is no card when not paid with', () => {
    expect(saved('jugo de naranja 4 mil', ar).account).toBe('Efectivo');
  });
});

describe('a bonus paid out is money in', () => {
  it.each([
    ['ya cayó el aguinaldo, 520 mil en galicia', ar, 'Galicia'],
    ['nos llegó la prima de diciembre 1.900.000 a davivienda', co, 'Davivienda'],
    ['me depositaron la CTS, 4200 en interbank', pe, 'Interbank'],
    ['me soltaron el bono, 6,500 en bbva', mx, 'BBVA'],
  ])('«%s»', (text, context, account) => {
    const capture = saved(text, context);
    expect(capture.kind).toBe('income');
    expect(capture.account).toBe(account);
    expect(capture.categoryId).toBe('Primas y bonificaciones');
  });

  it('a cost that «salió» stays a cost', () => {
    expect(saved('el arreglo del calefón me salió 45 mil', ar).kind).toBe('expense');
  });
});

describe('dollars charged to an account of another currency are asked about', () => {
  it('an English alert to a euro account', () => {
    const outcome = parseAlert('N26: Paid $40.00 at STEAM GAMES', es);
    expect(outcome?.ok).toBe(false);
    if (outcome && !outcome.ok) expect(outcome.question).toMatchObject({ reason: 'alert_currency', currency: 'USD' });
  });

  it('a sol card charged in dollars', () => {
    const outcome = parseAlert('BBVA: Consumo de $ 59.90 en NETFLIX con tu tarjeta *3310', pe);
    expect(outcome?.ok).toBe(false);
  });

  it('a chat message with «$» in Spain or Peru is asked about, in Mexico it is pesos', () => {
    expect(asked('compré un juego en steam por $18 con n26', es)).toBe(true);
    expect(asked('gasté $12 en una suscripción de chatgpt', pe)).toBe(true);
    expect(saved('tacos $180 con la nu', mx).amount).toBe(18_000);
  });

  it('«$» on a peso account is the peso', () => {
    const outcome = parseAlert('Nu: Paid $310.00 at OXXO', mx);
    expect(outcome?.ok).toBe(true);
  });
});
