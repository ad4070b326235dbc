/**
 * Alerts some banks and wallets send in English (Revolut, Nu, N26 in Spain or Mexico): «Refund of
 * €24.99 from ZALANDO has been added to your account», «You spent €129.00 at RYANAIR with your card
 * ··9012 on 24 Nov 2026». Each shape is told again in the Spanish the alert reader knows, so what
 * is money in, money out or money from another own account is decided by the same rules as any
 * alert. Only whole shapes are told: an English sentence this does not know stays unread.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const month = (name: string) => MONTHS.includes(name.toLowerCase());
// A month's name written whole or cut («Nov», «Sept», «November»).
const monthWord = (word: string) =>
  month(word.slice(0, 3)) &&
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:t|uary|ruary|ch|il|e|y|ust|tember|ober|ember)?$/i.test(word);

// «€24.99», «MXN 459.00», «$1,250.00», «24.99 EUR».
const MONEY = String.raw`(?:€|£|\$|MXN |EUR |USD )\s?\d(?:[\d.,]*\d)?|\d(?:[\d.,]*\d)?\s?(?:€|EUR|MXN)`;
// A name in capitals, or words each starting with one («Uber Eats»).
const NAME = String.raw`[A-Z][A-Za-z0-9&'.*-]*(?:\s+[A-Z][A-Za-z0-9&'.*-]*){0,5}`;
// «··9012», «*9012», «ending in 6621».
const CARD = String.raw`(?:[·•*]+\s?|ending in\s+)(\d{4})`;

/** «on 24 Nov 2026», «on Nov 26, 2026», «on 24/11/2026», told as «el 24/11/2026». */
function dayOf(text: string): string {
  // «· 24 Nov 2026» after a separator says the day as well as «on 24 Nov 2026».
  const dayFirst = [...text.matchAll(/\b(?:on )?(\d{1,2}) ([A-Z][a-z]{2})[a-z]*\.? (\d{4})\b/g)].find((found) =>
    month(found[2]!),
  );
  const monthFirst = [...text.matchAll(/\b(?:on )?([A-Z][a-z]{2})[a-z]*\.? (\d{1,2}),? (\d{4})\b/g)].find((found) =>
    month(found[1]!),
  );
  const [day, name, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const number = name ? MONTHS.indexOf(name.toLowerCase()) + 1 : 0;
  if (number > 0) return ` el ${day}/${number}/${year}`;
  // A mail's day already written in figures («on 24/11/2026»).
  const figures = /\bon (\d{1,2}\/\d{1,2}\/\d{4})\b/.exec(text)?.[1];
  return figures ? ` el ${figures}` : '';
}

// The bank's heading kept («Revolut:»), so the account is still named.
const headingOf = (text: string) => /^\s*([A-Z][\p{L}\d ]{1,24}):\s/u.exec(text)?.[1] ?? '';

/** The Spanish telling of an English alert, or undefined when it is not one of the known shapes. */
export function fromEnglish(text: string): string | undefined {
  const heading = headingOf(text);
  const lead = heading ? `${heading}: ` : '';
  const card = new RegExp(CARD).exec(text);
  const onCard = card ? ` con tu tarjeta *${card[1]}` : '';
  const day = dayOf(text);
  // The account the money reached or left, when named in words: «to your Revolut account», «… - Revolut».
  // «Paid €12.50 at Starbucks · Revolut · 24 Nov 2026»: a lone name between separators is the app.
  const account =
    /\bto your ([A-Z][\p{L}\d]+) (?:account|card)\b/u.exec(text)?.[1] ??
    /\s[-–]\s*([A-Z][\p{L}\d]+)\s*$/u.exec(text)?.[1] ??
    [...text.matchAll(/\s[·•|–—]\s*([A-Z][\p{L}\d]+)\s*(?=[·•|–—]|$)/gu)]
      .map((found) => found[1]!)
      .find((name) => !monthWord(name));
  const inAccount = !card && account ? ` en tu cuenta ${account}` : '';

  // A shop gave money back: «Refund of €24.99 from ZALANDO», «ZARA refunded you €39.95».
  const refundOf = new RegExp(String.raw`\b[Rr]efund of (${MONEY}) from (${NAME})`).exec(text);
  const refunded = new RegExp(String.raw`\b(${NAME}) refunded you (${MONEY})`).exec(text);
  if (refundOf || refunded) {
    const [money, shop] = refundOf ? [refundOf[1], refundOf[2]] : [refunded![2], refunded![1]];
    return `${lead}Devolución de compra ${shop!.toUpperCase()} ${money}, abono a tu cuenta${onCard}${inAccount}${day}.`;
  }
  // Money from another account of the user's: «€300.00 added to your account from BBVA ··2231».
  const topUp = new RegExp(
    String.raw`(${MONEY}) (?:has been |was )?added to your (?:account|balance) from (${NAME})`,
  ).exec(text);
  if (topUp) return `${lead}Ingresaste ${topUp[1]} desde tu cuenta ${topUp[2]}${card ? ` *${card[1]}` : ''}${day}.`;
  // Money from a person: «you received €45.00 from DANIEL ORTEGA».
  const received = new RegExp(String.raw`\b[Yy]ou (?:have )?received (${MONEY}) from (${NAME})`).exec(text);
  if (received) return `${lead}Recibiste ${received[1]} de ${received[2]!.toUpperCase()}${onCard}${inAccount}${day}.`;
  // Money sent: «Sent €300 to ING account ES76 **** 1199», «You sent €20.00 to LAURA GOMEZ»; the
  // digits, when given, name where it went (one of the user's own accounts, or nobody's).
  const sent = new RegExp(String.raw`(?:\b[Yy]ou (?:have )?sent|(?:^|[:.!\s])Sent) (${MONEY}) to (${NAME})`, 'u').exec(
    text,
  );
  if (sent)
    return `${lead}Enviaste ${sent[1]} a ${sent[2]!.toUpperCase()}${card ? ` *${card[1]}` : ''}${inAccount.replace(/^ en tu cuenta /, ' desde tu cuenta ')}${day}.`;
  // A purchase: «You spent €129.00 at RYANAIR», «was used for a purchase of MXN 459.00 at UBER EATS».
  const spent =
    // («Paid $25.00 at AMAZON US»: the same said without «you».)
    new RegExp(String.raw`(?:\b[Yy]ou (?:spent|paid)|(?:^|[:.!]\s*)(?:Spent|Paid)) (${MONEY}) at (${NAME})`).exec(
      text,
    ) ?? new RegExp(String.raw`\b(?:a )?(?:purchase|payment) of (${MONEY}) (?:at|to) (${NAME})`).exec(text);
  if (spent) {
    const shop = spent[2]!.replace(/\s+(?:with|on|using)$/, '');
    // «con tu cuenta»: the shop's name ends where the paying account starts.
    return `${lead}Compra por ${spent[1]} en ${shop.toUpperCase()}${onCard}${inAccount.replace(/^ en /, ' con ')}${day}.`;
  }
  return undefined;
}
