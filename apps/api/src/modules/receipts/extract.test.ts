import { describe, expect, it } from 'vitest';
import { amountsIn, parseAmount, readTotal } from './extract-amounts.ts';
import { readDate } from './extract-date.ts';
import { extractReceipt } from './extract.ts';
import { nitCheckDigit, readTaxId, rutCheckDigit, validCuit, validRuc, validSpanishId } from './extract-tax-id.ts';
import { linesOfText, type ReceiptLine } from './extract-text.ts';

const TODAY = '2026-11-26';
const read = (text: string, country: string | null = 'ES') =>
  extractReceipt(linesOfText(text), { country, today: TODAY });

describe('amounts as each country prints them', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['12.500', 12500],
    ['15.90', 15.9],
    ['23,40', 23.4],
    ['1.250.000', 1250000],
    ['0,80', 0.8],
    ['7', 7],
  ])('%s is %d', (raw, value) => expect(parseAmount(raw)).toBe(value));

  it('finds the amounts after a currency sign and mends an O read for a zero', () => {
    expect(amountsIn('TOTAL $ 12.500').map((found) => found.value)).toEqual([12500]);
    expect(amountsIn('TOTAL S/ 15.90').map((found) => found.value)).toEqual([15.9]);
    expect(amountsIn('TOTAL 2O,5O').map((found) => found.value)).toEqual([20.5]);
    expect(amountsIn('TOTAL 14, 22').map((found) => found.value)).toEqual([14.22]);
  });
});

describe('the total', () => {
  it('is the TOTAL line, not the subtotal, the tax, the cash given or the change', () => {
    const fields = read(`MERCADONA S.A.
NIF A46103834
SUBTOTAL 12,93
IVA 10% 1,29
TOTAL (EUR) 14,22
EFECTIVO 20,00
CAMBIO 5,78`);
    expect(fields.total.value).toBe(14.22);
    expect(fields.total.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads «TOTAL A PAGAR» over a plain TOTAL that came before a discount', () => {
    const lines = linesOfText(`TOTAL 52,10
DESCUENTO SOCIO -5,00
TOTAL A PAGAR 47,10
TARJETA 47,10`);
    expect(readTotal(lines).value).toBe(47.1);
  });

  it('reads the amount on the line below a bare TOTAL', () => {
    expect(readTotal(linesOfText('TOTAL\n$ 12.500\nVUELTO $ 7.500')).value).toBe(12500);
  });

  it('never proposes the «vuelto», the tip alone or an item count', () => {
    const lines = linesOfText(`ARTICULOS 3
PROPINA SUGERIDA 10% 4.200
SU VUELTO 800`);
    expect(readTotal(lines)).toEqual({ value: null, confidence: 0 });
  });

  it('is not a «TOTAL IVA» or «TOTAL ARTÍCULOS» line', () => {
    const lines = linesOfText(`TOTAL ARTÍCULOS 4
TOTAL IVA 3,12
IMPORTE 18,72
TARJETA 18,72`);
    expect(readTotal(lines).value).toBe(18.72);
  });

  it('reads «IMPORTE» alone but asks when nothing confirms it', () => {
    const alone = readTotal(linesOfText('IMPORTE 9,95'));
    expect(alone.value).toBeNull();
    expect(alone.confidence).toBeGreaterThan(0);
  });

  it('asks when two totals disagree', () => {
    expect(readTotal(linesOfText('TOTAL 23,40\nTOTAL 28,40')).value).toBeNull();
  });

  it('asks when the items and tax above the total add up to one digit off it, read with confidence', () => {
    // A blurred photo: Tesseract read «49,95» as «49,96» and was sure of it (93). The receipt's own sum
    // (41,28 + 8,67 = 49,95) is what shows the misread digit.
    const invoice = (total: string) =>
      [
        'Telefónica de España S.A.U. CIF A82018474',
        'Factura 2026-11 Fecha 03/11/2026',
        'Fibra 600 Mb 41,28',
        'IVA 21% 8,67',
        '--------------------------------',
        `TOTAL A PAGAR ${total}`,
      ].map((text) => ({ text, confidence: 93 }));
    const misread = readTotal(invoice('49,96'));
    expect(misread.value).toBeNull();
    expect(misread.confidence).toBeLessThan(0.6);
    const right = readTotal(invoice('49,95'));
    expect(right).toEqual({ value: 49.95, confidence: 0.95 });
    // Two items: their sum confirms the total, or one digit off it asks.
    expect(readTotal(linesOfText('PAN 1,20\nHUEVOS 2,35\nTOTAL 3,55'))).toEqual({ value: 3.55, confidence: 0.85 });
    expect(readTotal(linesOfText('PAN 1,20\nHUEVOS 2,35\nTOTAL 3,58')).value).toBeNull();
    // Four items one digit off: the misread is more likely one of them than the total, which stands.
    const four = 'LLAVE 12.800,00\nCAÑO 10.350,00\nCODO 1.780,00\nADHESIVO 12.650,00\nTOTAL $ 27.580,00';
    expect(readTotal(linesOfText(four))).toEqual({ value: 27580, confidence: 0.7 });
    // A subtotal, its tax and a rounding line add up to the total: no near miss, an agreement.
    const rounded = 'Subtotal 435.42\nIVA 16% 69.67\nRedondeo -0.09\nTOTAL A PAGAR $505.00';
    expect(readTotal(linesOfText(rounded))).toEqual({ value: 505, confidence: 0.95 });
  });

  it('asks when Tesseract was unsure of the digits of the total', () => {
    const lines: ReceiptLine[] = [
      {
        text: 'TOTAL 23,40',
        confidence: 45,
        words: [
          { text: 'TOTAL', confidence: 90 },
          { text: '23,40', confidence: 30 },
        ],
      },
    ];
    expect(readTotal(lines).value).toBeNull();
  });
});

describe('the date', () => {
  it.each([
    ['FECHA: 24/11/2026 18:32', '2026-11-24'],
    ['24-11-26 10:02', '2026-11-24'],
    ['Fecha emisión: 2026-11-03', '2026-11-03'],
    ['24 NOV 2026', '2026-11-24'],
    ['Lima, 3 de noviembre de 2026', '2026-11-03'],
    ['24.11.2026', '2026-11-24'],
    ['FECHA 1l/11/2026', '2026-11-11'],
  ])('%s', (line, iso) => expect(readDate(linesOfText(line), TODAY).value).toBe(iso));

  it('skips expiry and return dates', () => {
    const lines = linesOfText(`CAMBIOS HASTA 24/12/2026
VENCE 30/11/2026
FECHA 20/11/2026`);
    expect(readDate(lines, TODAY).value).toBe('2026-11-20');
  });

  it('never proposes a day after today, nor an impossible one', () => {
    expect(readDate(linesOfText('02/12/2026'), TODAY).value).toBeNull();
    expect(readDate(linesOfText('31/02/2026'), TODAY).value).toBeNull();
  });

  it('asks when several unlabelled dates disagree', () => {
    expect(readDate(linesOfText('20/11/2026\n21/11/2026'), TODAY).value).toBeNull();
  });
});

describe('tax ids with their check digits', () => {
  it('validates real shapes of every country', () => {
    expect(validSpanishId('A46103834')).toBe(true);
    expect(validSpanishId('A46103835')).toBe(false);
    expect(validSpanishId('12345678Z')).toBe(true);
    expect(validSpanishId('X1234567L')).toBe(true);
    expect(nitCheckDigit('890900608')).toBe(9);
    expect(rutCheckDigit('81201000')).toBe('K');
    expect(validRuc('20100070970')).toBe(true);
    expect(validRuc('20100070971')).toBe(false);
    expect(validCuit('30548083156')).toBe(true);
    expect(validCuit('30548083157')).toBe(false);
  });

  it.each([
    ['NIF: A-46103834', { kind: 'NIF', value: 'A46103834' }],
    ['RFC: CCO8605231N4', { kind: 'RFC', value: 'CCO8605231N4' }],
    ['NIT 890.900.608-9', { kind: 'NIT', value: '890900608-9' }],
    ['R.U.T.: 81.201.000-K', { kind: 'RUT', value: '81201000-K' }],
    ['RUC 20100070970', { kind: 'RUC', value: '20100070970' }],
    ['C.U.I.T. 30-54808315-6', { kind: 'CUIT', value: '30548083156' }],
  ])('%s', (line, id) => expect(readTaxId(linesOfText(line)).value).toEqual(id));

  it('mends the letters OCR reads as digits, where the check digit or shape confirms it', () => {
    expect(readTaxId(linesOfText('HOSTELERIA PACO S.L. 812345674')).value).toEqual({ kind: 'NIF', value: 'B12345674' });
    expect(readTaxId(linesOfText('RFC: CC08605231N4')).value).toEqual({ kind: 'RFC', value: 'CCO8605231N4' });
  });

  it('does not propose an id whose check digit fails', () => {
    expect(readTaxId(linesOfText('NIT 890.900.608-3')).value).toBeNull();
  });
});

describe('whole receipts', () => {
  it('a Mercadona ticket', () => {
    const fields = read(`MERCADONA, S.A.
C/ COLON 23 VALENCIA
NIF A46103834
TELEFONO 963 123 456
24/11/2026 18:32 OP: 118842
FACTURA SIMPLIFICADA: 2331-018-459812
1 LECHE ENTERA 1,05
1 PAN BARRA 0,80
TOTAL (€) 23,40
TARJETA BANCARIA 23,40`);
    expect(fields.total.value).toBe(23.4);
    expect(fields.date.value).toBe('2026-11-24');
    expect(fields.merchant.value).toBe('Mercadona');
    expect(fields.taxId.value).toEqual({ kind: 'NIF', value: 'A46103834' });
    expect(fields.currency.value).toBe('EUR');
  });

  it('an OXXO ticket in Mexico: «$» is a peso by the RFC', () => {
    const fields = read(
      `OXXO
CADENA COMERCIAL OXXO SA DE CV
RFC CCO8605231N4
SUC. ROMA NORTE CDMX
FECHA 22/11/2026 21:14
COCA COLA 600ML $ 22.00
SABRITAS $ 19.50
TOTAL $ 41.50
EFECTIVO $ 50.00
CAMBIO $ 8.50`,
      null,
    );
    expect(fields.total.value).toBe(41.5);
    expect(fields.currency.value).toBe('MXN');
    expect(fields.merchant.value).toBe('OXXO');
    expect(fields.taxId.value?.kind).toBe('RFC');
  });

  it('a Chilean boleta in pesos without decimals', () => {
    const fields = read(
      `JUMBO
CENCOSUD RETAIL S.A.
R.U.T.: 81.201.000-K
BOLETA ELECTRONICA N 4455123
FECHA EMISION: 21-11-2026
PAN AMASADO KG 2.390
TOTAL $ 12.500
REDCOMPRA 12.500`,
      'CL',
    );
    expect(fields.total.value).toBe(12500);
    expect(fields.date.value).toBe('2026-11-21');
    expect(fields.currency.value).toBe('CLP');
    expect(fields.merchant.value).toBe('Jumbo');
  });

  it('a Peruvian boleta in soles', () => {
    const fields = read(
      `PLAZA VEA
SUPERMERCADOS PERUANOS S.A.
RUC 20100070970
BOLETA DE VENTA ELECTRONICA B045-0012345
FECHA: 19/11/2026
OP. GRAVADA S/ 13.47
IGV 18% S/ 2.43
IMPORTE TOTAL S/ 15.90`,
      'PE',
    );
    expect(fields.total.value).toBe(15.9);
    expect(fields.currency.value).toBe('PEN');
    expect(fields.taxId.value).toEqual({ kind: 'RUC', value: '20100070970' });
  });

  it('a fuel station in Colombia', () => {
    const fields = read(
      `ESTACION DE SERVICIO TERPEL
ORGANIZACION TERPEL S.A.
NIT 830.095.213-0
FECHA: 23/11/2026 07:41
GASOLINA CORRIENTE 10,5 GL
VALOR TOTAL $ 158.400`,
      'CO',
    );
    expect(fields.total.value).toBe(158400);
    expect(fields.currency.value).toBe('COP');
  });

  it('leaves a blank receipt empty, with no guess', () => {
    const fields = read('GRACIAS POR SU VISITA');
    expect(fields.total.value).toBeNull();
    expect(fields.date.value).toBeNull();
    expect(fields.taxId.value).toBeNull();
  });
});
