import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { categoryByName } from './parse-message.ts';
import type { CategoryRef, ParseOutcome } from './parse-types.ts';
import { fold } from './text.ts';

// A leg of a trip, and what a part naming only it may say besides: how it was paid, «y», «la».
const LEG = new Set(['ida', 'vuelta', 'regreso', 'venida', 'volver', 'volvi']);
const BESIDE = new Set([
  'y',
  'e',
  'la',
  'el',
  'de',
  'a',
  'al',
  'en',
  'con',
  'por',
  'mi',
  'otra',
  'otro',
  'para',
  'pa',
  'casa',
  'tarjeta',
]);

// The ways of going a leg belongs to («5 de vuelta» after a meal is the change, no ride).
const RIDES = ['Taxi y VTC', 'Transporte público', 'Viajes'];

/**
 * «Uber 6.800 ida y 7.200 vuelta», «taxi 9 mil y el regreso 11»: a part that names only the way
 * back (or there) is the same ride as the part before it, and takes its category. Outcomes of a
 * list read part by part (capture-list.ts); a part with a category of its own keeps it.
 */
export function withLegsOfTheRide(
  parts: string[],
  outcomes: ParseOutcome[],
  accounts: AccountRef[],
  categories: CategoryRef[],
): ParseOutcome[] {
  const rides = new Set(RIDES.map((name) => categoryByName(categories, name, 'expense')?.id).filter(Boolean));
  return outcomes.map((outcome, index) => {
    const previous = outcomes[index - 1];
    if (!outcome.ok || !previous?.ok || outcome.capture.categoryId || !previous.capture.categoryId) return outcome;
    if (outcome.capture.kind !== 'expense' || !rides.has(previous.capture.categoryId)) return outcome;
    let said = fold(parts[index]!);
    const spans = [...findAmounts(said), ...findAccounts(said, accounts)].sort((a, b) => b.start - a.start);
    for (const span of spans) said = `${said.slice(0, span.start)} ${said.slice(span.end)}`;
    const left = said.split(/[^a-zñ]+/).filter(Boolean);
    if (!left.some((word) => LEG.has(word)) || !left.every((word) => LEG.has(word) || BESIDE.has(word))) return outcome;
    return { ok: true, capture: { ...outcome.capture, categoryId: previous.capture.categoryId } };
  });
}
