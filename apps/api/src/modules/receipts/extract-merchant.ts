import { cleanPayee } from '@cuentas/shared/payees/clean-payee';
import { findMerchant } from '../kernel/merchant-dictionary.ts';
import { amountsIn } from './extract-amounts.ts';
import { datesIn } from './extract-date.ts';
import { type Field, fold, type ReceiptLine } from './extract-text.ts';

/** Header lines that are not the shop's name: documents, greetings, addresses, phones, ids, web. */
const NOT_A_NAME =
  /\b(?:FACTURA|TICKET|BOLETA|RECIBO|COMPROBANTE|NOTA DE VENTA|DOCUMENTO|ORIGINAL|COPIA|BIENVENID\w*|GRACIAS|SUCURSAL|TIENDA N|CAJA|CAJERO|TERMINAL|TEL\w*|FONO|WWW|HTTP|C\/|CALLE|AVDA?|AVENIDA|AV|CARRERA|CRA|CR|JR|JIRON|PASAJE|PLAZA|CTRA|COL|COLONIA|CP|C\.P|N[º°]|NIF|CIF|RFC|NIT|RUT|RUC|CUIT|IVA|REGIMEN|RESPONSABLE|CONTRIBUYENTE|GIRO|INICIO|ACTIVIDADES|FECHA|HORA|SERIE|FOLIO|PEDIDO|MESA|MESERO|ATENDIO|CLIENTE|DIRECCION|DOMICILIO)\b/;

const plausibleName = (text: string) => {
  const folded = fold(text);
  const letters = folded.replace(/[^A-ZÑ]/g, '').length;
  return letters >= 3 && letters >= folded.replace(/\s/g, '').length * 0.6 && !NOT_A_NAME.test(folded);
};

/**
 * The shop's name from the receipt's header: a merchant the dictionary knows in its first lines
 * (so «SUPERMERCADOS MERCADONA S.A.» reads «Mercadona»), else the first line that reads as a name,
 * cleaned by the same payee cleaner as imports. The header ends where the items or amounts begin.
 */
export function readMerchant(lines: ReceiptLine[], country: string | null): Field<string> {
  const header: ReceiptLine[] = [];
  for (const line of lines.slice(0, 10)) {
    if (
      header.length > 0 &&
      amountsIn(line.text).some((amount) => amount.raw.includes(',') || amount.raw.includes('.')) &&
      datesIn(line.text).length === 0 &&
      !NOT_A_NAME.test(fold(line.text))
    )
      break;
    header.push(line);
  }
  for (const line of header.slice(0, 6)) {
    const merchant = findMerchant(line.text, { country });
    if (merchant?.name) return { value: merchant.name, confidence: line.confidence >= 60 ? 0.9 : 0.7 };
  }
  const named = header.find((line) => plausibleName(line.text));
  if (!named) return { value: null, confidence: 0 };
  const cleaned = cleanPayee(named.text.replace(/[*=#_~|]+/g, ' '));
  if (!/\p{L}{2,}/u.test(cleaned)) return { value: null, confidence: 0 };
  const confidence = named.confidence >= 80 ? 0.7 : named.confidence >= 60 ? 0.55 : 0.35;
  return { value: cleaned, confidence };
}
