import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts.ts';
import { detectIntent } from './intent.ts';
import { isBankNotice } from './notices.ts';

// Messages once saved as money with a success reply (decision 031): a bank's security notice or
// offer, a rate, a phone's model and a street address carry numbers that are no movement. The
// examples are written here in each country's way, not taken from a blind set.

const TODAY = '2026-11-26';

describe('bank notices that are not movements', () => {
  it.each([
    'BBVA México: Se detectó un nuevo inicio de sesión en tu app desde un Galaxy S23. Si no fuiste tú, llámanos.',
    'Interbank: Iniciaste sesión en la app desde un nuevo dispositivo el 26/11 a las 09:12.',
    'Bancolombia: tienes un crédito preaprobado por $8.000.000. Pídelo ahora desde la app.',
    'Naranja X: Tenés un préstamo pre aprobado de hasta $ 900.000, pedilo ya.',
    'Sabadell: Consigue hasta 150 € por domiciliar tu nómina. Infórmate en sabadell.com',
    'BancoEstado: Cambio de clave exitoso en tu CuentaRUT. Si no lo hiciste, llama al 600 200 7000.',
  ])('«%s» is a notice', (text) => {
    expect(isBankNotice(text)).toBe(true);
  });

  it.each([
    'Bancolombia: Compraste $45.000 en EXITO con tu T.Cred *4821. Si no fuiste tú, llámanos.',
    'Mercado Pago: Tu pago de $ 8.300 a PEDIDOSYA se acreditó.',
    'gasté 20 mil en el almuerzo',
    'informe de la cochera 40 lucas',
  ])('«%s» is not a notice', (text) => {
    expect(isBankNotice(text)).toBe(false);
  });
});

describe('numbers that are a rate or a model', () => {
  it.each([
    ['30% de descuento en las zapatillas, pagué 45.000', ['45.000']],
    ['un 3,5 % TAE', []],
    ['le dejamos un 10% de propina', []],
    ['desde un iPhone 15', []],
    ['funda del iphone 13 por 25 €', ['25']],
    ['el pixel 8 me salió 2.300 soles', ['2.300']],
  ])('«%s» reads %j', (text, expected) => {
    expect(findAmounts(text.toLowerCase()).map((amount) => amount.integer.replace(/^(\d+)(\d{3})$/, '$1.$2'))).toEqual(
      expected,
    );
  });
});

describe('street addresses', () => {
  it.each([
    'vivo en c/ Mayor 14, 2ºA',
    'mi dirección es Jr. Puno 456',
    'la oficina queda en la Calle 72 # 10-34',
    'Av. Santa Fe 1234',
    'mi tía vive en Avenida Reforma 222',
    'el depa está en Av. Providencia 1550, Ñuñoa',
    'Av. Arequipa 1520 dpto 301',
  ])('«%s» records nothing', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('not_money');
  });

  it.each(['taxi a la calle 80, 12 mil', 'pasaje 3 soles', 'comida de la calle 15', 'av. larco 20 soles'])(
    '«%s» is still money',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('capture');
    },
  );
});
