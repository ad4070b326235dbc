import { foldAccents } from '@cuentas/shared/text';
import { titleCase } from './shapes.ts';

/*
 * «proveniente de NOMINA CONSTRUCTORA ALPES», «Origen: REMUNERACIONES SOC. COMERCIAL NORTE»: banks
 * write the kind of pay before the company that paid it. The pay word says what the money was (the
 * category knows it), the capitals after it say who paid.
 */

const PAY_WORD =
  /^(?:nomina|remuneracion(?:es)?|haberes|sueldos?|salarios?|pago (?:de )?(?:nomina|haberes|remuneraciones))\b/;

// The pay word in capitals, then a name of capitals (with a company form's dots) up to a small word.
const PAYER =
  /\b(?:N[OÓ]MINA|REMUNERACI[OÓ]N(?:ES)?|HABERES|SUELDOS?|SALARIOS?)\s+((?:[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9&'-]*\.?)(?:\s+[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9&'-]*\.?){0,5})/;

const PERIOD =
  /^(?:de |del )?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|mes|mensual|quincena|quincenal|semana|semanal|extra|adelanto|anticipo|liquidacion|finiquito|aguinaldo|cts|gratificacion)\b/;

/** Who paid the pay the income's payee names only by its kind, or undefined. */
export function payerAfterPayWord(payee: string, body: string): string | undefined {
  if (payee && !PAY_WORD.test(foldAccents(payee).toLowerCase())) return undefined;
  const name = PAYER.exec(body)?.[1]?.replace(/\.$/, '').trim();
  if (!name || name.replace(/[^A-ZÁÉÍÓÚÑ]/g, '').length < 4) return undefined;
  // «NOMINA NOVIEMBRE», «SUELDO MES 11», «HABERES QUINCENA»: the pay's period, not a payer.
  if (PERIOD.test(foldAccents(name).toLowerCase())) return undefined;
  return titleCase(name);
}
