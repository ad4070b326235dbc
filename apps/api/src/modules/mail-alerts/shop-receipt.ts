import { foldAccents } from '@cuentas/shared/text';
import { findMerchant } from '../kernel/merchant-dictionary.ts';
import type { UserContext } from '../whatsapp/service.ts';
import { bankOf, digitMentions, moneyOf } from './shapes.ts';

/**
 * Receipts a shop mails itself («noreply@uber.com», «no-reply@spotify.com», «pedidos@rappi.com»):
 * no bank wrote them, so their words are the shop's («Total», «Pagado con Visa ••••4821», «Tu pedido
 * de …»). The shop is who was paid, found by its domain in the merchant dictionary; a delivery app
 * is paid for a restaurant's order, so the restaurant the receipt names is the payee and the
 * category stays the app's (home delivery). The card is only ever the one its digits name: a
 * receipt that names no digits, or digits no account has, is asked about, never given an account.
 */

export type Shop = { name: string; key: string; categoryId: string | null; delivery: boolean };

// Labels of a sender's domain that name no shop: hosts, mail departments, country endings.
const NOT_A_SHOP =
  /^(?:com|net|org|info|mail|mailer|mails|email|e|em|news|newsletter|notificaciones|notifications|noreply|no-reply|avisos|alertas|receipts|recibos|www|[a-z]{2})$/;
// «didiglobal», «uberapp», «spotifymail»: a brand with a word of the company's added to its domain.
const DOMAIN_TAIL = /(?:global|group|app|mail|online|corp|latam|news)$/;

const fold = (text: string) => foldAccents(text).toLowerCase();

/** The shop that sent the mail, when it is a shop of the dictionary and no bank or wallet. */
export function shopOf(from: string, context: UserContext): Shop | undefined {
  if (bankOf(from)) return undefined;
  const domain = /@([a-z0-9.-]+)/i.exec(from)?.[1]?.toLowerCase();
  if (!domain) return undefined;
  const labels = domain.split('.').filter((label) => label.length >= 3 && !NOT_A_SHOP.test(label));
  for (const label of labels) {
    for (const word of new Set([label, label.replace(DOMAIN_TAIL, '')])) {
      if (word.length < 3) continue;
      const hit = findMerchant(word, { amount: -1, country: context.country ?? null });
      if (!hit?.name || hit.key.startsWith('income.')) continue;
      const shared = context.categorize?.({ text: hit.name, amount: -1 });
      const categoryId =
        (shared?.categoryId &&
          context.categories.find((item) => item.id === shared.categoryId && item.kind === 'expense')?.id) ||
        context.categories.find((item) => item.kind === 'expense' && item.key === hit.key)?.id ||
        null;
      return { name: hit.name, key: hit.key, categoryId, delivery: hit.key === 'food.delivery' };
    }
  }
  return undefined;
}

// «Tu pedido de McDonald's por $41.900», «Pedido en Mostaza.», «Restaurante: Sushi Roll».
const ORDERED =
  /\b(?:pedido|orden) (?:de|en|a)\s+(?!tu\b|su\b)([\p{L}\d][\p{L}\d'’&. -]{1,40}?)(?=\s+(?:por|fue|ha sido|esta|está|llego|llegó|va)\b|\s*[.,!\n]|$)|\b(?:restaurante|local|comercio|tienda)\s*:\s*([^\n.]{2,40})/imu;

/** The restaurant or shop an order was placed with, as the delivery app's receipt names it. */
export function orderedFrom(body: string): string | undefined {
  const found = ORDERED.exec(body);
  const name = (found?.[1] ?? found?.[2])?.trim();
  if (!name || /\d{3}/.test(name) || /^(?:comida|compra|numero|n°|#)/.test(fold(name))) return undefined;
  return name;
}

// Words of a receipt of money already paid, and of news about a payment still to come.
const PAID =
  /\b(?:recibo|viaje|pedido|pagado|pagaste|pago|cargo|cargado|cargamos|cobro|cobramos|factura|total|compra|suscripcion|membresia)\b/;
const TO_COME =
  /\b(?:proximo (?:cobro|cargo|pago)|se renovara|renovaremos|cobraremos|vamos a cobrar|se cobrara|sera cobrado|nuevo precio|recordatorio|vencera|prueba gratis|oferta|descuento|promo|cupon)\b/;
const TOTAL =
  /\b(?:total(?: pagado| cobrado)?|importe|monto|precio)\s*:?\s*\n?\s*((?:[a-z]{2,3})?\s?[$€]?\s?\d[\d.,]*\s?(?:€|eur)?)/i;
const DAY = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

/**
 * The receipt told as the one sentence the shared reader knows («Compraste 10,99 € en SPOTIFY con
 * tu tarjeta *9012. el 26/11/2026»), or undefined when it is no receipt of money paid or names no
 * card digits (then nothing is guessed).
 */
export function receiptSentence(shop: Shop, subject: string, body: string): string | undefined {
  const head = fold(`${subject}\n${body}`);
  if (!PAID.test(head) || TO_COME.test(head)) return undefined;
  const digits = digitMentions(body);
  if (digits.length === 0 || new Set(digits).size > 1) return undefined;
  const amount = moneyOf(TOTAL.exec(body)?.[1] ?? '') ?? moneyOfText(body);
  if (!amount) return undefined;
  const day = DAY.exec(body)?.[0];
  const place = shop.delivery ? orderedFrom(body) : undefined;
  return `Compraste ${amount} en ${(place ?? shop.name).toUpperCase()} con tu tarjeta *${digits[0]}.${day ? ` el ${day}` : ''}`;
}

const MONEY = /(?:(?:cop|usd|mxn|ars|clp|pen|eur|s\/\.?|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|usd\b))/i;
const moneyOfText = (body: string) => {
  const found = MONEY.exec(body)?.[0];
  return found ? moneyOf(found) : undefined;
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];

/**
 * «Tu viaje del martes» with no date in the mail: the last such weekday up to today (today itself
 * when it is that day); undefined when the mail has a date or names no weekday.
 */
export function weekdayOf(subject: string, body: string, today: string): string | undefined {
  if (DAY.test(body) || /\b\d{1,2} (?:de )?[a-z]{3,}\.? (?:de )?\d{4}\b/i.test(fold(body))) return undefined;
  const said = /\b(?:del|el) (domingo|lunes|martes|miercoles|jueves|viernes|sabado)\b/.exec(fold(subject))?.[1];
  if (!said) return undefined;
  const date = new Date(`${today}T12:00:00Z`);
  const back = (date.getUTCDay() - WEEKDAYS.indexOf(said) + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

const squash = (value: string) => fold(value).replace(/[^\p{L}\d]+/gu, '');

/**
 * What a shop's own receipt says of a purchase the reader took: a delivery order is paid to the
 * restaurant it names (else the app) and filed under the app's category; any other receipt is paid
 * to the shop. A store that issues a card and mails its alerts («Compra en FARMACIA X con tu Tarjeta
 * Ripley») is no payee of what the card paid elsewhere: undefined.
 */
export function shopReceiptFields(
  shop: Shop,
  message: { subject: string; body: string },
  payee: string,
  context: UserContext,
): { payee: string; categoryId: string | null; order: boolean; date: string | undefined } | undefined {
  const order =
    shop.delivery && /\b(?:pedido|orden|entrega|delivery)\b/.test(fold(`${message.subject}\n${message.body}`));
  const own = !payee || squash(payee).includes(squash(shop.name)) || squash(shop.name).includes(squash(payee));
  if (!order && !own) return undefined;
  return {
    payee: (order ? orderedFrom(message.body) : undefined) ?? (payee || shop.name),
    categoryId: shop.categoryId,
    order,
    date: weekdayOf(message.subject, message.body, context.today),
  };
}
