import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';

// Words a bank's mail puts on a movement that say what it is, and the default category's stable key.
const INCOME_WORDS: [RegExp, string][] = [
  [/\b(nomina|sueldo|haberes|remuneracion(?:es)?|salario)\b/, 'income.salary'],
  [/\bhonorarios\b/, 'income.fees'],
  [/\b(arriendo|alquiler)\b/, 'income.rent'],
  // A sale paid through a wallet names what was sold («Pago por: Audífonos usados», «por la venta de»).
  [/\b(vendiste|por la venta de|pago por:)/, 'income.sales'],
  // A purchase paid back («Devolución abonada», «reembolso», Peru's «extorno»), said in its first lines.
  [/^[^]{0,400}\b(devolucion|devolvimos|reembolso|extorno)\b/, 'income.refunds'],
];
// Money sent to a person or a company whose name says nothing: the concept says what it paid.
// A parking space rented («arriendo estacionamiento», «alquiler plaza de garaje») is parking, not a home.
const PARKING = /\b(estacionamiento|parqueadero|cochera|plaza de garaje|garaje|parking)\b/;
const EXPENSE_WORDS: [RegExp, string][] = [
  [PARKING, 'transport.parking'],
  [
    /\b(arriendo|alquiler|(?<!impuesto (?:a|sobre) la |declaracion de )renta(?! (?:fija|variable|anual)))\b(?!\s+(?:de(?:l| la)?\s+)?(?:estacionamiento|parqueadero|cochera|plaza de garaje|garaje|parking)\b)/,
    'housing.rent',
  ],
  [/\b(seguro (?:de )?(?:hogar|vivienda)|multirriesgo hogar)\b/, 'housing.insurance'],
  [/\b(regalo|cumpleanos)\b/, 'personal.gifts'],
];

/**
 * The category of a movement no shop name decides (a salary paid by a company whose name says
 * nothing of it, fees, rent received; rent or a present sent to a person): the mail's own words
 * («pago de nómina», «honorarios», «Concepto: renta diciembre») name it. Only when exactly one kind
 * of word is there and the user still has that default category (found by its key, whatever its
 * name now). Money out is read in the subject, the concept and the first lines only, so a footer's
 * offer («alquila tu coche») decides nothing.
 */
export function wordsCategoryOf(
  kind: 'income' | 'expense',
  message: { subject: string; body: string; concept?: string | undefined },
  context: UserContext,
): string | undefined {
  const source =
    kind === 'income'
      ? `${message.subject}\n${message.body}`
      : `${message.subject}\n${message.concept ?? ''}\n${message.body.slice(0, 400)}`;
  // «Cuenta Nómina» is the account's product name: it says nothing of a salary.
  const text = foldAccents(source)
    .toLowerCase()
    .replace(/\b(?:cuenta|tarjeta|cta\.?) (?:nomina|sueldo)\b/g, ' ');
  const keys = (kind === 'income' ? INCOME_WORDS : EXPENSE_WORDS)
    .filter(([pattern]) => pattern.test(text))
    .map(([, key]) => key);
  if (keys.length !== 1) return undefined;
  return context.categories.find((item) => item.kind === kind && item.key === keys[0])?.id;
}
