import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';

// Words a bank puts on money in that say what it is, and the default category's stable key.
const INCOME_WORDS: [RegExp, string][] = [
  [/\b(nomina|sueldo|haberes|remuneracion(?:es)?|salario)\b/, 'income.salary'],
  [/\bhonorarios\b/, 'income.fees'],
  [/\b(arriendo|alquiler)\b/, 'income.rent'],
];

/**
 * The category of money in that no shop name decides (a salary paid by a company whose name says
 * nothing of it, fees, rent received): the mail's own words («pago de nómina», «honorarios»,
 * «arriendo») name it. Only when exactly one kind of word is there and the user still has that
 * default category (found by its key, whatever its name now).
 */
export function incomeCategoryOf(subject: string, body: string, context: UserContext): string | undefined {
  const text = foldAccents(`${subject}\n${body}`).toLowerCase();
  const keys = INCOME_WORDS.filter(([pattern]) => pattern.test(text)).map(([, key]) => key);
  if (keys.length !== 1) return undefined;
  return context.categories.find((item) => item.kind === 'income' && item.key === keys[0])?.id;
}
