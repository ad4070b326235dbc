import type { AccountRef } from './account-words.ts';

/**
 * Readings of one capture that decide whose money it was and what the writer asks for: someone
 * else's spending, a formal request to record a payment, a friend paying the writer, and «el banco»
 * said when the user has several. Pure functions on folded text.
 */

// «el vecino se gastó 500», «mi cuñado se ha comprado un móvil», «la señora se compró unas
// zapatillas»: the third person with «se» tells what another person spent. The first person says
// «me compré», «me he gastado»; «se me fue» is the writer's own money and does not match.
const THIRD_PERSON_SPENT =
  /\bse (?:ha |habia |han )?(?:compro|compraron|gasto|gastaron|comprado|gastado|pillo|pillado|dejo|dejado)\b/;
// «ella con su plata», «con su tarjeta», «lo pagó él»: the money was theirs («el pago», a noun, is not «él pagó»).
const THEIR_OWN_MONEY =
  /\bcon su (?:propia |propio )?(?:plata|platita|dinero|lana|guita|pasta|tarjeta|sueldo|cuenta|billete)\b|\bella (?:lo |la |los |las )?(?:pago|pagaba|puso)\b|\b(?:lo|la|los|las) (?:pago|puso) (?:el|ella)(?=\s*$|[,.!]| con\b)/;
// What the writer paid or gave: «le compré», «le pasé 200», «pagué yo».
const WRITER_PAID =
  /\b(?:pague|pagamos|compre|compramos|gaste|gastamos|invite|invitamos|puse|pusimos|le (?:di|dimos|pase|mande|transferi|yapee|plinee|nequee|preste|regale|envie|deposite)|con mi|de mi (?:plata|dinero|cuenta|tarjeta|lana|sueldo)|yo (?:lo |la )?pague)\b/;

// «mi pololo gastó 60 lucas», «la vecina compró una tele», «mi suegra pagó la cena»: a person
// close to the writer is the subject of the spending verb («mi hermano me pagó», «mi mamá nos
// compró» are money or gifts to the writer and do not match).
const RELATIVE = String.raw`(?:pololo|polola|novio|novia|hermano|hermana|viejo|vieja|mama|papa|madre|padre|vecino|vecina|esposo|esposa|marido|mujer|jefe|jefa|amigo|amiga|primo|prima|tio|tia|hijo|hija|suegro|suegra|cunado|cunada|compi|companero|companera|pareja|abuelo|abuela|yerno|nuera|nieto|nieta|padrino|madrina|socio|socia|roomie|ex|pata|causa|parcero|parcera|cuate|chamo|chama|sobrino|sobrina|senora|senor|jermu|costilla)`;
const RELATIVE_SPENT = new RegExp(
  String.raw`(?:^|[,.;:!]\s*|\b(?:y|pero|que|hoy|ayer|anoche)\s+)(?:mi|el|la|nuestro|nuestra)\s+${RELATIVE}\b(?:\s+(?!me\b|nos\b|te\b)[a-z]+)?\s+(?:gasto|compro|pago|se gasto|se compro|invirtio|derrocho|fundio)\b`,
);

const DENIED_PAID = /\b(?:yo )?no (?:(?:le |lo |la )?(?:puse|pusimos|pague|pagamos|gaste|gastamos|di|dimos))\b/g;

/** «mi compi se ha gastado 200 en un abrigo», «ella con su plata»: spending that was not the writer's. */
export function someoneElseSpent(folded: string): boolean {
  // «yo no puse nada», «no pagué ni un peso»: the writer's payment, denied, is not one.
  if (WRITER_PAID.test(folded.replace(DENIED_PAID, ' '))) return false;
  return THIRD_PERSON_SPENT.test(folded) || THEIR_OWN_MONEY.test(folded) || RELATIVE_SPENT.test(folded);
}

// «quisiera registrar el pago de…», «necesito dejar asentado…», «quiero anotar la compra…»: a
// polite request to the chat to record what was paid. The wish is the chat's work, not a plan to
// spend, so it is blanked (same length) before the reading of plans and debts.
const REQUEST_TO_RECORD =
  /\b(?:quisiera|quiero|queria|necesito|necesitaria|deseo|desearia|me gustaria|quisieramos|queremos|necesitamos)\s+(?:que (?:me )?)?(?:registrar|registres|anotar|anotes|apuntar|apuntes|dejar (?:asentado|registrado|anotado|constancia de)|asentar|reportar|informar|ingresar|cargar)\b/g;

export function withRequestToRecordBlanked(folded: string): string {
  return folded.replace(REQUEST_TO_RECORD, (said) => ' '.repeat(said.length));
}

// «Carlos me pagó por nequi», «Ana me pagó los 20 soles»: paid to the writer, money in (the
// present «me pago» of the writer paying themselves is hardly said with an amount).
export const PAID_TO_ME = /\b(?:me|nos) pago\b/;

// «he pagado 30 con el banco», «lo pagué desde mi banco»: a bank, not named.
const SOME_BANK = /\b(?:con|desde|por) (?:el|mi) banco\b(?! (?:de|del)\b)/;

/**
 * The bank accounts «el banco» may be: one account says which; several are asked about. Undefined
 * when no bank was said this way.
 */
export function banksSaidGenerically(folded: string, accounts: AccountRef[]): AccountRef[] | undefined {
  if (!SOME_BANK.test(folded)) return undefined;
  return accounts.filter((account) => account.type === 'checking' || account.type === 'savings');
}

// «me plinearon 150 de mi cuñado, me estaba debiendo», «lo que me debía»: a debt owed to the writer,
// now paid, is the reason of money in, not a debt still open; blanked (same length) when money came in.
const OWED_TO_ME =
  /\b(?:me|nos) (?:estaba|estaban|esta|estan|andaba|andaban) debiendo\b|\b(?:lo que )?(?:me|nos) (?:debia|debian|debe|deben)\b/g;

export function withDebtPaidBlanked(folded: string, kind: 'expense' | 'income' | 'transfer'): string {
  return kind === 'income' ? folded.replace(OWED_TO_ME, (said) => ' '.repeat(said.length)) : folded;
}

// «Carlos me pagó por nequi…», «la Vero me devolvió…»: the person named before the verb paid.
const PAYER_FIRST =
  /^(?:(?:el|la|mi) )?([A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,}) (?:me|nos) (?:pag[oó]|pas[oó]|devolvi[oó]|transfiri[oó]|mand[oó]|envi[oó]|yape[oó]|deposit[oó])(?![a-záéíóúñ])/;
const NOT_A_NAME = new Set(['ya', 'hoy', 'ayer', 'recien', 'tambien', 'por', 'al', 'anoche', 'ahora', 'oye', 'mira']);

/** The name of who paid the writer, when the message opens with it; else undefined. */
export function payerNamed(text: string): string | undefined {
  const name = text.trim().match(PAYER_FIRST)?.[1];
  if (!name) return undefined;
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return NOT_A_NAME.has(plain) ? undefined : name;
}
