import { normalizeText } from './rule-matcher.ts';

/**
 * One purchase is never counted twice (decision 048). Money arrives by four roads: what the user
 * typed (WhatsApp, by hand), a bank alert (forwarded mail, an alert pasted in WhatsApp), the bank
 * feed and a statement file. A movement holds at most one arrival of each road; a later arrival
 * of the same purchase on another road meets it instead of adding a movement. Two arrivals on the
 * same road are two purchases (two coffees typed, two alerts), so counts add up: two captures and
 * two feed rows of the same amount make two movements, never four nor one.
 */
export type Road = 'typed' | 'alert' | 'feed' | 'file';
export const ROADS: readonly Road[] = ['typed', 'alert', 'feed', 'file'];

/** Days two arrivals of one purchase may sit apart: a card purchase often books 1–3 days later. */
export const MATCH_WINDOW_DAYS = 4;
/**
 * A card purchase the bank books late (a hotel, a petrol station's pre-authorisation, a foreign
 * shop): its bank row comes 5–10 days after the capture or the alert. Past MATCH_WINDOW_DAYS a bank
 * row still meets such a movement, but only that way round (the bank later), and it is certain only
 * when the texts name the same merchant; otherwise the user is asked.
 */
export const LATE_BOOKING_DAYS = 10;
/** How far around an arrival's date the ledger is read for candidates. */
export const MATCH_REACH_DAYS = LATE_BOOKING_DAYS;

export type LedgerMovement = { id: string; date: string; amount: number; text: string; roads: readonly Road[] };
export type Arrival = { date: string; amount: number; text: string; road: Road };
/** `certain` false: the amount and dates fit, but nothing else says it is the same purchase. */
export type PurchaseMatch = { id: string; gap: number; certain: boolean };

const BANK_ROADS: readonly Road[] = ['feed', 'file'];
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The roads a stored movement already has: those recorded when arrivals met it, else what its
 * origin says (rows from before the roads were recorded). A feed row's external id starts `eb`.
 */
export function roadsOf(row: {
  origin: string;
  externalId: string | null;
  arrivals?: readonly string[] | null;
  alerted?: boolean;
}): Road[] {
  const recorded = (row.arrivals ?? []).filter((item): item is Road => (ROADS as readonly string[]).includes(item));
  const roads = new Set<Road>(recorded);
  if (recorded.length === 0) {
    if (row.origin === 'manual' || row.origin === 'whatsapp') roads.add('typed');
    if (row.origin === 'mail') roads.add('alert');
    if (row.origin === 'import') roads.add(row.externalId?.startsWith('eb') ? 'feed' : 'file');
    // A balance adjustment is no purchase: no arrival ever meets it.
    if (row.origin === 'adjustment') ROADS.forEach((road) => roads.add(road));
  }
  if (row.alerted) roads.add('alert');
  return [...roads];
}

// Words every bank text carries: they say nothing about which purchase it was.
const GENERIC = new Set(
  'compra compras pago pagos tarjeta tarj transferencia transf bizum cargo abono recibo movimiento banco bancaria bancario cuenta con para desde por del las los una euros pesos realizada realizado debito credito visa mastercard comercio operacion'.split(
    ' ',
  ),
);
const wordsOf = (text: string) =>
  normalizeText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length >= 4 && !GENERIC.has(word) && !/^\d+$/.test(word));

/** The two texts name the same shop or person: a shared word, or one word inside the other. */
export function sameMerchant(a: string, b: string): boolean {
  const left = wordsOf(a);
  const right = wordsOf(b);
  return left.some((word) => right.some((other) => word === other || (word.length >= 5 && other.includes(word))));
}

/** Days the bank's side is later than the other (negative: earlier); null when both or neither are the bank's. */
function bankLateness(arrival: Arrival, movement: LedgerMovement): number | null {
  const arrivalBank = BANK_ROADS.includes(arrival.road);
  const movementBank = movement.roads.some((road) => BANK_ROADS.includes(road));
  if (arrivalBank === movementBank) return null;
  const gap = dayNumber(arrival.date) - dayNumber(movement.date);
  return arrivalBank ? gap : -gap;
}

/** The bank books a card purchase the same day or up to three days later; a day early is value dating. */
function certainByDate(arrival: Arrival, movement: LedgerMovement): boolean {
  const bankLater = bankLateness(arrival, movement);
  if (bankLater === null) return Math.abs(dayNumber(arrival.date) - dayNumber(movement.date)) <= 1;
  return bankLater >= -1 && bankLater <= 3;
}

/** Within the window either way, or a bank row booked late (up to LATE_BOOKING_DAYS after). */
function withinReach(arrival: Arrival, movement: LedgerMovement, gap: number): { late: boolean } | null {
  if (gap <= MATCH_WINDOW_DAYS) return { late: false };
  const bankLater = bankLateness(arrival, movement);
  return bankLater !== null && bankLater > MATCH_WINDOW_DAYS && bankLater <= LATE_BOOKING_DAYS ? { late: true } : null;
}

/**
 * For each arrival, the movement it meets, or null for a new purchase. Same amount (signed), the
 * movement has no arrival of that road yet, dates at most MATCH_WINDOW_DAYS apart (or a bank row
 * booked late, see LATE_BOOKING_DAYS); the nearest pairs are taken first and each movement meets
 * one arrival. A match is certain when the dates fit how banks book (above) or the texts share a
 * merchant's word (a late booking: only the merchant); otherwise the caller sends the arrival to
 * its review instead of guessing.
 */
export function matchPurchases(
  arrivals: readonly Arrival[],
  ledger: readonly LedgerMovement[],
): (PurchaseMatch | null)[] {
  const pairs: { index: number; movement: LedgerMovement; gap: number; merchant: boolean; late: boolean }[] = [];
  arrivals.forEach((arrival, index) => {
    for (const movement of ledger) {
      if (movement.amount !== arrival.amount || movement.roads.includes(arrival.road)) continue;
      const gap = Math.abs(dayNumber(movement.date) - dayNumber(arrival.date));
      const reach = withinReach(arrival, movement, gap);
      if (!reach) continue;
      pairs.push({ index, movement, gap, merchant: sameMerchant(arrival.text, movement.text), late: reach.late });
    }
  });
  pairs.sort(
    (a, b) =>
      Number(b.merchant) - Number(a.merchant) ||
      a.gap - b.gap ||
      a.index - b.index ||
      a.movement.date.localeCompare(b.movement.date) ||
      a.movement.id.localeCompare(b.movement.id),
  );
  const out: (PurchaseMatch | null)[] = arrivals.map(() => null);
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (out[pair.index] || taken.has(pair.movement.id)) continue;
    taken.add(pair.movement.id);
    const certain = pair.merchant || (!pair.late && certainByDate(arrivals[pair.index]!, pair.movement));
    out[pair.index] = { id: pair.movement.id, gap: pair.gap, certain };
  }
  return out;
}
