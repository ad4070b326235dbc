import { foldAccents } from '@cuentas/shared/text';
import { BANK_FEE, categoryByName, chargesItself, findCategoryWords, type UserContext } from '../whatsapp/service.ts';

/** Money the state pays («SUBSIDIO RENTA CIUDADANA», «Ingreso Solidario», «bono del gobierno»): never rent. */
const STATE_MONEY =
  /\b(subsidio|renta ciudadana|ingreso solidario|bono (?:del )?gobierno|prestacion por desempleo|asignacion universal)\b/;
// Words a bank's mail puts on a movement that say what it is, and the default category's stable key.
const INCOME_WORDS: [RegExp, string][] = [
  // «PLANILLA DISTRIBUIDORA LIMA SAC»: Peru's word for the payroll.
  [/\b(nomina|sueldo|haberes|remuneracion(?:es)?|salario|planilla)\b/, 'income.salary'],
  [/\bhonorarios\b/, 'income.fees'],
  // «abonamos $63.41 de rendimientos», «intereses generados en tu cuenta»: what the account earned.
  [/\b(rendimientos?|intereses (?:ganados|generados|abonados|a tu favor))\b/, 'income.interest'],
  [/\b(arriendo|alquiler)\b/, 'income.rent'],
  [STATE_MONEY, 'income.other'],
  // A sale paid through a wallet names what was sold («Pago por: Audífonos usados», «por la venta de»).
  // «Lucía te pagó por "Silla de escritorio"»: a buyer paying for the item the mail quotes.
  [/\b(vendiste|por (?:la|tu) venta\b|pago por:|te pago por ['"«‘“])/, 'income.sales'],
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
  // «Concepto: ALQ»: Argentina's code for rent on a transfer.
  [/\bconcepto:? alq\b/, 'housing.rent'],
  [/\b(comunidad (?:de )?propietarios|cuota (?:de )?comunidad|gastos de comunidad)\b/, 'housing.community'],
  [/\b(seguro (?:de )?(?:hogar|vivienda)|multirriesgo hogar)\b/, 'housing.insurance'],
  [/\b(regalo|cumpleanos)\b/, 'personal.gifts'],
  // What the bank charged itself: a card's yearly fee, an account's upkeep, a fee by name.
  [BANK_FEE, 'debt.fees'],
];

/**
 * The category of a movement no shop name decides (a salary paid by a company whose name says
 * nothing of it, fees, rent received; rent or a present sent to a person): the mail's own words
 * («pago de nómina», «honorarios», «Concepto: renta diciembre») name it. Only when exactly one kind
 * of word is there and the user still has that default category (found by its key, whatever its
 * name now). Money out is read in the subject, the concept and the first lines only, so a footer's
 * offer («alquila tu coche») decides nothing.
 */
/**
 * Someone paying back their share («tu parte del alquiler de la cancha», «mi parte de la cena», «lo que
 * te debía», «te devuelvo lo del taxi»): money given back, whatever it paid for.
 */
const SHARE_BACK =
  /\b(?:tu parte|mi parte|su parte|la parte de|lo que te debia|lo que te debo|lo que le debia|te devuelvo|te regreso|te reintegro|la mitad de(?:l| la)?)\b/;
// A parking space rented («arriendo estacionamiento», «alquiler plaza de garaje») is parking, not a home.
const RENTED_PARKING = new RegExp(String.raw`\b(?:arriendo|alquiler|renta)\b[^.\n]{0,20}${PARKING.source}`);

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
  // Two words of the same kind («Concepto: ALQ», «alquiler») name one category.
  const keys = [
    ...new Set(
      (kind === 'income' ? INCOME_WORDS : EXPENSE_WORDS)
        .filter(([pattern]) => pattern.test(text))
        .map(([, key]) => key),
    ),
  ];
  if (keys.length !== 1) return undefined;
  return context.categories.find((item) => item.kind === kind && item.key === keys[0])?.id;
}

/**
 * Words that decide the category over whatever a name sounds like: money the state pays is no rent
 * («SUBSIDIO RENTA CIUDADANA»), a bank's fee or the interest it charged is no purchase. `fee` says the bank itself was paid.
 */
export function firmCategoryOf(
  kind: 'income' | 'expense',
  message: { subject: string; body: string },
  context: UserContext,
): { id: string; fee: boolean } | undefined {
  const text = foldAccents(`${message.subject}\n${message.body.slice(0, 400)}`).toLowerCase();
  const key = kind === 'income' ? STATE_MONEY.test(text) && 'income.other' : chargesItself(text) && 'debt.fees';
  const id = key ? context.categories.find((item) => item.kind === kind && item.key === key)?.id : undefined;
  return id ? { id, fee: key === 'debt.fees' } : undefined;
}

/**
 * What the sender wrote («Mensaje: clases de inglés», «Concepto: Gas natural», the user's note above
 * a forwarded alert), read with the chat's category words.
 */
export function conceptCategoryOf(
  kind: 'income' | 'expense',
  concept: string | undefined,
  context: UserContext,
): { id: string; parentId: string | null } | undefined {
  if (!concept) return undefined;
  const folded = foldAccents(concept).toLowerCase();
  // What was paid for is said first («curso de guitarra»); money in whose words name two kinds of
  // income («honorarios y nómina») is left open.
  const named = [...new Set(findCategoryWords(folded, kind).map((hit) => hit.category))];
  if (named.length === 0 || (kind === 'income' && named.length > 1)) return undefined;
  const found = categoryByName(context.categories, named[0]!, kind);
  return found ? { id: found.id, parentId: found.parentId } : undefined;
}

/**
 * Words that outrank what a name or a word alone filed the movement under: a share paid back is
 * Reembolsos («Mensaje: tu parte del alquiler de la cancha» is no rent received), a parking space
 * rented is parking («arriendo estacionamiento» is no home's rent). Undefined keeps the category.
 */
export function overridingCategoryOf(
  kind: 'income' | 'expense',
  message: { subject: string; body: string; concept?: string | undefined },
  context: UserContext,
): string | undefined {
  const text = foldAccents(`${message.subject}\n${message.concept ?? ''}\n${message.body.slice(0, 600)}`).toLowerCase();
  const key =
    kind === 'income' ? SHARE_BACK.test(text) && 'income.refunds' : RENTED_PARKING.test(text) && 'transport.parking';
  return key ? context.categories.find((item) => item.kind === kind && item.key === key)?.id : undefined;
}
