import { describe, expect, it } from 'vitest';
import { ar, es, mx, pe, saved } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { detectIntent } from './intent.ts';
import type { ParseContext } from './parse-message.ts';
import { roundTrip } from './round-trip.ts';
import { selfRepaired } from './self-repair.ts';

// Local words for a school's fee, a building's costs, a transport card, a garage, a fuel station;
// a half that is no sock; a catch-all word after a word that names something; «baros»; a fare and
// its round trip. Examples written for this file.

const categoryOf = (text: string, context: ParseContext) => saved(text, context).categoryId;

describe('everyday names by country', () => {
  it.each([
    ['mensualidad del cole de la nena 95.000', ar, 'Matrícula y pensión'],
    ['cuota de la junta de propietarios 220', pe, 'Administración y comunidad'],
    ['recarga de la T-casual 12,15 €', es, 'Transporte público'],
    ['renta de la cochera 900', mx, 'Aparcamiento y peajes'],
    ['llené el tanque en el oxxo gas 650', mx, 'Combustible'],
    ['unas balatas en la refaccionaria 780', mx, 'Mantenimiento del vehículo'],
  ])('«%s» is filed by its name', (text, context, category) => {
    expect(categoryOf(text, context)).toBe(category);
  });

  it('reads «medio kilo» as a quantity of food, «medias» still as clothes', () => {
    expect(categoryOf('medio kilo de queso en el almacén 4.300', ar)).toBe('Supermercado');
    expect(categoryOf('unas medias de lana 2.900', ar)).toBe('Ropa y calzado');
  });

  it('lets a word that names something beat a catch-all one', () => {
    expect(categoryOf('cosas del día: el gimnasio 30.000', ar)).toBe('Deporte');
    expect(categoryOf('cosas varias 4.000', ar)).toBe('Varios');
  });
});

describe('slang for the money', () => {
  it('reads «baros» like «varos»', () => {
    expect(detectIntent('me eché unos tacos en el puesto 85 baros', '2026-11-26').type).toBe('capture');
    expect(saved('me eché unos tacos en el puesto 85 baros', mx)).toMatchObject({ amount: 8_500 });
  });
});

describe('a fare and its round trip', () => {
  it('keeps the round trip when it is twice the fare', () => {
    expect(roundTrip('colectivo 900 ida y vuelta 1.800')).toBe('colectivo ida y vuelta 1.800');
    expect(selfRepaired('bus 2 mil ida y vuelta, 4 mil')).toBe('bus ida y vuelta 4 mil');
    expect(saved(selfRepaired('micro 14 pesos ida y vuelta 28'), mx)).toMatchObject({ amount: 2_800 });
  });

  it('leaves two amounts that are not a fare and its double to be asked', () => {
    expect(roundTrip('taxi 9 mil ida y vuelta 15 mil')).toBe('taxi 9 mil ida y vuelta 15 mil');
  });
});
