import { foldAccents } from '@cuentas/shared/text';

/** Whether a payee read from an alert is the mail's own words, an account or a currency, not who paid or was paid. */
export function noisyPayee(payee: string, text: string): boolean {
  if (!payee) return false;
  const fold = (value: string) => foldAccents(value).toLowerCase().replace(/\s+/g, ' ');
  if (/\b(?:desde|con tu|cta|cuenta|tarjeta)\b|\d{4}/.test(fold(payee))) return true;
  // «¡Hola Martín! Tu pago fue aprobado.»: the mail's greeting, not who was paid.
  if (/^¡?hola\b|\btu (?:pago|compra|transferencia) (?:fue|ha sido)\b/.test(fold(payee))) return true;
  // «por $1,150.00 MXN», «PAGO HABERES», «CVU»: a currency, the name of the pay or of an account, not who paid or was paid.
  if (
    /^(?:mxn|cop|ars|clp|pen|usd|eur|soles|pesos|haberes|nomina|sueldo|salario|remuneraciones|planilla|cvu|cbu|clabe|alias)$/.test(
      fold(payee).trim(),
    )
  )
    return true;
  const at = fold(text).indexOf(fold(payee));
  return at > 0 && /\p{L}/u.test(fold(text)[at - 1]!);
}
