import { describe, expect, it } from 'vitest';
import { cleanPayee, payeeKey, titleCasePayee } from '../src/payees/clean-payee.ts';

// Descriptions as the banks print them (card statements, CSV exports, Norma 43 concept lines).
const cases: [country: string, bank: string, expected: string][] = [
  ['ES', 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID', 'Mercadona'],
  ['ES', 'COMPRA TARJ. 4940XXXXXXXX5678 CARREFOUR EXPRESS BARCELONA ES', 'Carrefour Express'],
  ['ES', 'COMPRA EN LIDL SUPERMERCADOS S.A.U., CON LA TARJETA : XXXXXXXXXXXX1234 EL 2025-03-04', 'Lidl Supermercados'],
  ['ES', 'RECIBO IBERDROLA CLIENTES SAU', 'Iberdrola Clientes'],
  ['ES', 'ADEUDO RECIBO VODAFONE ESPANA SAU', 'Vodafone'],
  ['ES', 'TRANSFERENCIA A FAVOR DE MARIA GARCIA LOPEZ', 'Maria Garcia Lopez'],
  ['ES', 'BIZUM DE JUAN PEREZ', 'Juan Perez'],
  ['ES', 'PAYPAL *NETFLIX 35314369001 LU', 'Netflix'],
  ['ES', 'COMPRA TARJ. 5540XXXXXXXX1234 REPSOL E.S. 1234 VALENCIA', 'Repsol'],
  ['MX', 'COMPRA OXXO CUAUHTEMOC 123 CDMX MX', 'Oxxo Cuauhtemoc'],
  ['MX', 'UBER *TRIP HELP.UBER.COM', 'Uber'],
  ['MX', 'SPEI ENVIADO BANORTE 0123456 REF 456789', 'Banorte'],
  ['MX', 'PAGO CFE SUMINISTRADOR DE SERV 27/03', 'CFE Suministrador de Serv'],
  ['MX', 'WALMART SUPERCENTER 2345 MONTERREY NL', 'Walmart Supercenter'],
  ['CO', 'RAPPI*RAPPI COLOMB', 'Rappi'],
  ['CO', 'COMPRA EN EXITO CALLE 80 BOGOTA', 'Exito Calle'],
  ['CO', 'PAGO PSE EPM ESP REF 8844221', 'EPM'],
  ['CO', 'COMPRA EN TERPEL EDS LA 80 MEDELLIN', 'Terpel Eds la'],
  ['CO', 'ABONO NOMINA ACME SAS', 'Acme'],
  ['CO', 'PAGO PSE CLARO COLOMBIA', 'Claro'],
  ['AR', 'COMPRA DEBITO COTO SUC 123 CABA', 'Coto'],
  ['AR', 'DEB. AUTOM. EDENOR SA 0012345', 'Edenor'],
  ['AR', 'MERPAGO*MERCADOLIBRE', 'Mercadolibre'],
  ['CL', 'COMPRA NACIONAL LIDER EXPRESS PROVIDENCIA', 'Lider Express'],
  ['CL', 'PAC ENEL DISTRIBUCION CHILE', 'Enel Distribucion'],
  ['CL', 'TEF A JUAN SOTO 12345678-9', 'Juan Soto'],
  ['PE', 'CONSUMO PLAZA VEA MIRAFLORES LIMA PE', 'Plaza Vea'],
  ['PE', 'COMPRA EN INKAFARMA SAN ISIDRO', 'Inkafarma'],
  ['PE', 'PAGO LUZ DEL SUR 0012345', 'Luz del Sur'],
];

describe('cleanPayee', () => {
  it.each(cases)('%s: %s', (_country, bank, expected) => {
    expect(cleanPayee(bank)).toBe(expected);
  });

  it('keeps what a person typed, in their own casing', () => {
    expect(cleanPayee('Juan Valdez')).toBe('Juan Valdez');
    expect(cleanPayee('  Cena con Ana  ')).toBe('Cena con Ana');
  });

  it('keeps the original when everything looks like noise', () => {
    expect(cleanPayee('1234567')).toBe('1234567');
    expect(cleanPayee('')).toBe('');
  });

  it('title case keeps Spanish connectors low and letter-by-letter acronyms high', () => {
    expect(titleCasePayee('FARMACIAS DEL AHORRO')).toBe('Farmacias del Ahorro');
    expect(titleCasePayee('YPF')).toBe('YPF');
    expect(titleCasePayee('EL CORTE INGLÉS')).toBe('El Corte Inglés');
  });

  it('keys ignore accents, case and punctuation', () => {
    expect(payeeKey('Éxito')).toBe(payeeKey('EXITO'));
    expect(payeeKey("McDonald's")).toBe('mcdonald s');
  });
});
