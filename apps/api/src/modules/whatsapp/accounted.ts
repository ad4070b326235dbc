import type { AccountRef } from './account-words.ts';
import { type AmountCandidate, findAmounts, MODEL } from './amounts.ts';
import { brandsNamed } from './brand-names.ts';
import { defaultCategoryKeys } from '../categories/service.ts';
import { findCategoryWords } from './category-words.ts';
import { numberWords } from './number-words.ts';
import { INCOME } from './verbs.ts';

/**
 * The rule that keeps a reply from claiming a wrong save (decision 031): a chat message is saved
 * only when every part of it is accounted for. What the parser read (amount, date, accounts,
 * category words, verbs, a payee) explains most words; what no reading explains and could change
 * the movement (a second number, «15 o 20», an hour, an order number, an instalment's amount, a
 * plan, a bank the user has no account for) makes the message a question instead, and nothing is
 * saved. Unknown plain words stay as the payee: they never change the amount, account or kind.
 */

export type Unaccounted = { missing: string };

// A number that is an hour («a las 16 hs», «9:30», «8 am»), an order or reference, or a phone.
const HOUR_BEFORE = /\b(?:a las?|las|desde las?|hasta las?|tipo|como a las)\s*$/;
const HOUR_AFTER = /^\s?(?:hs|hrs?|horas?|h|am|pm|a\.m|p\.m)\b|^[:.]\d{2}\s?(?:hs|hrs?|h|am|pm)?\b/;
const REFERENCE_BEFORE =
  /(?:#|n°|nº|\bno\.|\bnro\.?|\bnum\.?|\bnumero(?: de)?|\boperacion|\bref\.?|\breferencia|\bfolio|\bcodigo|\bcod\.?|\btracking|\bseguimiento)\s*:?\s*$/;
// «el codigo de mi pedido es 45821», «orden: 7781», «mi dni es 4411»: a bare number after the word
// that names a reference, with only small words between, is that reference (never «ticket de 4500»).
const REFERENCE_NAMED =
  /\b(?:codigo|pedido|orden|numero|referencia|ticket|folio|dni|celular|cel|telefono|guia|factura n)(?:\s*[:#]|\s+(?:es|era|mi|tu|su|la|el|del|de mi|de la|de su|de tu|numero|nro|no\.?|pedido|orden|compra))*\s*[:#]?\s*$/;
const PHONE_NAMED = /\b(?:celular|cel|telefono|movil)(?:\s+(?:es|era|mi|tu|su|numero|nro|no\.?))*\s*[:#]?\s*$/;
// «el código de yape es 482913», «mi clabe termina en 8834»: what a number names, said before it
// with «es» or «termina en», makes it a reference or an account's digits, never money.
const NAMED_BY_COPULA =
  /\b(?:codigo|clave|clabe|cbu|cvu|alias|rut|dni|cedula|nit|numero|celular|cel|telefono|whatsapp|pin|contrasena|usuario|cuenta|tarjeta|pedido|orden|guia|placa|patente|direccion|piso|depto|apartamento)\b(?:\s+[a-zñ]+){0,4}\s+(?:es|era|son|:)\s*:?\s*$|\b(?:termina(?:da|do)? en|terminacion|acaba(?:da|do)? en|final(?:iza)?(?: en)?)\s*:?\s*$/;
// A price per head («sale a 25 por cabeza», «15 cada uno»): the total paid is not known.
const PER_HEAD_AFTER =
  /^\s*(?:por cabeza|por persona|por pers|por pax|cada uno|cada una|c\/u|x persona|x cabeza|por barba)\b/;
// «pusimos 8 pavos cada uno», «pagamos 20 lucas cada uno»: what each one put is the writer's own share.
const OWN_SHARE =
  /\b(?:pusimos|pagamos|aportamos|dimos|soltamos|pusimos como|nos toco (?:de|a))\s*(?:como |unos |unas )?$/;
const SAID_AS_MONEY = /^\s?(?:soles|sol|pesos|pesitos|euros|mangos|varos|pavos|lucas|mil)\b/;
// A price each after a count: «3 empanadas a 2.500», «dos kilos de papa a 4 mil», «2 pizzas de 30
// mil» — the total is not said.
const EACH_AFTER_COUNT =
  /\b(?:[2-9]|[1-4]\d|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|media docena|una docena)\s+[a-zñ]+(?:\s+[a-zñ]+){0,2}\s+a\s*$|\b(?:[2-9]|[1-4]\d|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\s+[a-zñ]+s\s+de\s*$/;
// Money said not to have moved: «no gasté 20 mil en el taxi, me llevó mi primo», «al final no
// compré los tenis de 900», «todavía no me pagan los 300»: nothing to save, and never the amount.
const NEGATED =
  /(?:^|[,.;!]\s*|\b(?:al final|pero|pues|y|todavia|aun|ya|finalmente|por suerte|menos mal)\s+)no (?:(?:me|te|le|les|nos|lo|la|los|las|se)\s+)*(?:he |hemos |han |ha )?(?:gaste|gastamos|gastado|pague|pagamos|pagado|pago|pagan|pagaron|compre|compramos|comprado|cobre|cobraron|cobro|cobrado|cobran|transferi|transferido|pase|pasaron|mande|envie|deposite|depositaron|consignaron|recibi|recibido|llego|llegaron|cayo|salio|costo|alcance|alcanzo)\b/;
// What is left, not what moved: «me quedan 230 en el bbva», «saldo 350.000», «tengo 80 en nequi».
const BALANCE_BEFORE =
  /\b(?:me quedan?|nos quedan?|quedan?|me sobran?|sobran?|saldo(?: disponible| actual| de)?|disponible|tengo|tenemos|hay)\s*:?\s*(?:como |unos |unas |solo |apenas |nada mas )?$/;
const BALANCE_SAID = /\b(?:me quedan?|me sobran?|mi saldo|el saldo|saldo disponible)\b/;
// Money changed into another currency is neither spent nor earned: «cambié 200 euros a dólares».
const EXCHANGE =
  /\b(?:cambie|cambiamos|he cambiado|compre|compramos|vendi|vendimos)\b[^.]{0,30}\b(?:dolares|dolar|usd|euros|divisas|blue|mep)\b|\b(?:cambie|cambiamos|he cambiado)\b[^.]{0,20}\ba (?:dolares|euros|pesos|soles)\b/;
// A bill shared with others: what this person paid is not the figure written.
// («a medias con Ana» is the household's phrase, decision 050, and is left as it always was.)
const SHARED =
  /\b(?:a medias|la mitad|mitad y mitad|entre (?:dos|tres|cuatro|2|3|4)\b|dividid[oa]s?|dividimos|nos dividimos|pagamos a partes iguales|cada uno puso)\b(?! con\b)/;
// A bill that came, not one paid: «me llegó el recibo de luz de 450», «la cuenta del gas llegó por 90 mil».
const BILL = String.raw`(?:factura|recibo|boleta|estado de cuenta|resumen de (?:la |mi )?tarjeta|cuenta (?:de la|del|de) (?:luz|agua|gas|internet|telefono|celular|cable|movil))`;
const BILL_ARRIVED = new RegExp(
  String.raw`\b(?:llego|llegaron|ha llegado|han llegado|vino|vinieron|se me vencio|se vencio|vence|vencida|vencio)\b[^.]{0,30}\b${BILL}|\b${BILL}[^.]{0,30}\b(?:llego|ha llegado|vino|vence|vencio|viene)\b`,
);
// Someone else spent it: «mi hermano se gastó 300», «mi vieja pagó la luz».
const SOMEONE_ELSE_PAID =
  /\bmi (?:hermano|hermana|mama|mami|papa|papi|vieja|viejo|novio|novia|esposo|esposa|marido|mujer|pareja|jefe|jefa|amigo|amiga|hijo|hija|tio|tia|primo|prima|abuela|abuelo|suegra|suegro|cunado|cunada|roomie|compi)\s+(?:se )?(?:gasto|pago|compro|invito|puso|se gasto)\b|\ble (?:yapearon|plinearon|nequearon|bizumearon)\b/;
// A rate or a price stated, not money that moved: «el dólar está a 1200», «la uf está a 38 lucas»,
// «el kilo cuesta 3 lucas».
const RATE_BEFORE = /\b(?:esta|estaba|cotiza|cotizaba|cerro|amanecio|quedo) (?:a|en)\s*$/;
// «vale, …», «vale pues apúntame…»: in Spain an opening «vale» is «okay», not «it costs».
const VALE_AS_OK = /^\s*vale(?:\s*[,.!]+|\s+(?:pues|entonces|mira|oye|bueno)\b)/;
const PRICE_NOW = /\b(?:cuesta|cuestan|vale|valen|costaria|saldria|esta a|estan a)\b/;
const AT_WORK = /\b(?:en|al|del|de la|a la)\s+(?:el |la |mi )?(?:chamba|laburo|curro|pega|trabajo|camello|chambita)\b/;
// «la colecta en el laburo»: what colleagues chip in for is money given.
const CHIPPED_IN = /\b(?:colecta|vaca|vaquita|cooperacha|coperacha|chanchito|aporte|regalo)\b/;
const SPENT =
  /\b(?:gaste|gastamos|pague|pagamos|compre|compramos|me costo|costo|me salio|salio|me cobraron|cobraron|he pagado|he gastado)\b/;
// Money still to come or only imagined: a plan, a debt, a quote, a condition.
const PLAN =
  /\b(voy a|vamos a|va a|van a|pagare|comprare|tengo que|tenemos que|hay que|debo|le debo|me debe|me deben|nos debe|quiero|quisiera|necesito|pienso (?:comprar|pagar|gastar)|planeo|cotizacion|cotice|presupuestaron|me cotizaron|saldria|costaria|si me|si compro|si pago|ojala|por si|debiendo|fiado|fiao|me fiaron|me fio|me ofrecieron|me ofrecen|me piden|me pidieron|me quieren cobrar|por pagar|pendiente de pago|(?:sale|saldra|llega|llegara|cae|caera|pagan|pagaran|depositan|depositaran) (?:en|a fin de|para) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|mes))\b/;
// An instalment's amount («12 cuotas de 25.000», «2.500 al mes»): the total is not known.
const PER_INSTALMENT_BEFORE = /\bcuotas? (?:de|por)\s*$|\bmensualidad(?:es)? de\s*$|\b\d+ (?:pagos|meses) de\s*$/;
const INSTALMENTS = /\bcuotas\b|\b(?:en|a) \d+ (?:pagos|meses)\b|\bmsi\b|\bsin intereses\b|\bfinanciad[oa]\b/;
const PER_INSTALMENT_AFTER = /^\s*(?:al mes|por mes|mensuales?|cada mes|por cuota|la cuota|cada cuota|c\/u mensual)\b/;
// An amount that is not sure: «15 o 20 lucas», «entre 15 y 20», «15 o 16 mil».
const EITHER =
  /\d(?:[\d.,]*)\s*(?:mil|lucas?|k|euros?|pesos|soles)?\s+(?:o|u|ó|a)\s+\d|\bentre \d[\d.,]*\s*(?:mil|lucas?|k)?\s+y\s+\d/;

/** Small bare integers that say how many («2 cafés», «x3», «en 3 cuotas», «a 12 meses»), not money. */
function countsSomething(rest: string, at: number, length: number): boolean {
  const value = Number(rest.slice(at, at + length));
  const before = rest.slice(0, at);
  const after = rest.slice(at + length);
  // «el balón de gas de 15 kilos», «2 litros de leche»: a weight or a measure.
  if (/^\s*(?:kilos?|kg|kgs|kilogramos?|litros?|lts?|gramos?|grs?|galones?|metros?|mts|ml|cc)\b/.test(after))
    return true;
  if (
    /^\s*(?:cuotas?|meses sin intereses|msi|pagos)\b/.test(after) ||
    (/\ba\s*$/.test(before) && /^\s*meses\b/.test(after))
  )
    return true;
  if (/x\s*$/.test(before) || /^\s*x\b/.test(after)) return value <= 50;
  // «19,80 las entradas y 12 las palomitas»: a number before an article names a price, never a count.
  if (/^\s+(?:el|la|los|las)\s/.test(after)) return false;
  return value <= 12 && /^\s+(?!o\b|u\b|y\b)[a-zñ]/.test(after);
}

/**
 * What in a chat capture nothing accounts for, or undefined when all of it is. `withoutDate` is the
 * folded message without its date; `rest` what is left once the amount, the accounts and their
 * type words are taken out (the payee and category words come from it).
 */
export function unaccounted(input: {
  withoutDate: string;
  amountText: string;
  candidate: AmountCandidate;
  rest: string;
  accounts: AccountRef[];
}): Unaccounted | undefined {
  const { withoutDate, candidate, rest } = input;
  const before = withoutDate.slice(0, candidate.start);
  const after = withoutDate.slice(candidate.end);
  if (EITHER.test(withoutDate)) return { missing: 'el monto exacto (escribiste dos)' };
  if (!candidate.marked && (HOUR_BEFORE.test(before) || HOUR_AFTER.test(after)))
    return { missing: 'si ese número es una hora o un monto' };
  if (
    REFERENCE_BEFORE.test(before) ||
    // «el plan del celular 45.000»: a number written with thousands separators is money, not a phone or a code.
    (!candidate.marked &&
      REFERENCE_NAMED.test(before) &&
      !/^\d{1,3}(?:[.,]\d{3})+$/.test(withoutDate.slice(candidate.start, candidate.end).trim()) &&
      // «el plan del cel 299», «recarga al celular 20»: a phone's number has 7 digits or more.
      !(PHONE_NAMED.test(before) && candidate.integer.length < 7)) ||
    (!candidate.marked && candidate.integer.length >= 8 && !candidate.fraction)
  )
    return { missing: 'si ese número es un monto o un número de pedido o referencia' };
  // «en tu cuenta 2231», «tarjeta 4821»: the digits right after an account or card name it.
  if (
    !candidate.marked &&
    /^\d{4}$/.test(candidate.integer) &&
    !candidate.fraction &&
    /\b(?:cuenta|cta|tarjeta|tarj|tdc|tc)(?: (?:de )?(?:ahorros?|corriente|debito|credito|no|nro|numero))?\s*[:#*.]*\s*$/.test(
      before,
    )
  )
    return { missing: 'si ese número es un monto o los últimos dígitos de una cuenta o tarjeta' };
  if (!candidate.marked && NAMED_BY_COPULA.test(before))
    return { missing: 'si ese número es un monto o un número de cuenta, código o referencia' };
  if (BALANCE_BEFORE.test(before) || BALANCE_SAID.test(withoutDate))
    return { missing: 'si es algo que pagaste o lo que te queda en la cuenta' };
  if (EXCHANGE.test(withoutDate)) return { missing: 'si fue un cambio de moneda (eso no es un gasto)' };
  if (SHARED.test(withoutDate)) return { missing: 'cuánto pagaste tú (escribiste que se repartió)' };
  // «me pagaron 350 lucas de una boleta de honorarios, llegó a la cuentarut»: money that came in.
  // («me llegó» is how the bill came, so it is no sign of money received.)
  const received = INCOME.test(
    withoutDate.replace(/\b(?:me |nos |te )?(?:llego|llegaron|ha llegado|han llegado)\b/g, ' '),
  );
  if (BILL_ARRIVED.test(withoutDate) && !SPENT.test(withoutDate) && !received)
    return { missing: 'si ya lo pagaste (escribiste que llegó la cuenta)' };
  if (SOMEONE_ELSE_PAID.test(withoutDate))
    return { missing: 'si salió de tu dinero (escribiste que pagó otra persona)' };
  if (NEGATED.test(withoutDate)) return { missing: 'si de verdad lo pagaste o cobraste (escribiste «no»)' };
  // «9 lucas en la chamba», «me caché 200 mangos en la chamba»: work named as the only context,
  // with no verb either way and nothing bought, may be money earned there or spent there.
  if (
    AT_WORK.test(withoutDate) &&
    !SPENT.test(withoutDate) &&
    !INCOME.test(withoutDate) &&
    !CHIPPED_IN.test(withoutDate) &&
    findCategoryWords(withoutDate.replace(AT_WORK, ' '), 'expense').length === 0
  )
    return { missing: 'si lo pagaste o lo cobraste (nombraste tu trabajo, pero no qué fue)' };
  if (EACH_AFTER_COUNT.test(before)) return { missing: 'el total que pagaste (escribiste el precio de cada uno)' };
  // «pagué la luz 450 y el agua»: a second thing paid, of another kind, with no amount of its
  // own; whether the figure covers both is not known.
  const more = after.match(
    /^\s*(?:,\s*)?(?:y|e|mas|\+|,)\s+(?:(?:el|la|los|las|un|una|unos|unas|tambien)\s+)*(?<what>[a-zñ]+(?:\s+[a-zñ]+)?)\s*$/,
  );
  if (more && !/\d/.test(after)) {
    const first = findCategoryWords(before, 'expense')[0]?.category;
    const second = findCategoryWords(more.groups!.what!, 'expense')[0]?.category;
    // «almuerzo 150 y café» is one outing; the power bill and water, or groceries and the chemist,
    // are two payments.
    const food = (name: string) => defaultCategoryKeys[name]?.startsWith('food') === true;
    if (first && second && first !== second && !(food(first) && food(second)))
      return { missing: `cuánto fue «${more.groups!.what!}» (escribiste un monto solo para lo primero)` };
  }
  // «2 x 15 mil», «15 mil x 2»: a count times a price; the total is not written.
  if (/(?:^|\s)\d{1,2}\s*x\s*$/.test(before) || /^\s*x\s*\d{1,2}(?![\d.,])/.test(after))
    return { missing: 'el total que pagaste (escribiste cuántos y el precio de cada uno)' };
  if (PER_HEAD_AFTER.test(after) && !OWN_SHARE.test(before))
    return { missing: 'el total que pagaste (escribiste el precio por persona)' };
  // «gimnasio, cuota de 32 €», «la cuota de socio de 20 mil»: one «cuota» with no count of them is a fee paid.
  const oneFee = /\bcuota (?:de|por)\s*$/.test(before) && !INSTALMENTS.test(withoutDate);
  if ((PER_INSTALMENT_BEFORE.test(before) && !oneFee) || PER_INSTALMENT_AFTER.test(after))
    return { missing: 'el total de la compra (escribiste el valor de una cuota)' };
  if (RATE_BEFORE.test(before) || (PRICE_NOW.test(withoutDate.replace(VALE_AS_OK, '')) && !SPENT.test(withoutDate)))
    return { missing: 'si es algo que pagaste o cobraste (parece un precio o una cotización)' };
  // «pasé 150 lucas al galicia pq tengo que pagar el alquiler»: a plan said as the reason of a
  // move is not the move.
  const beforeReason = withoutDate.replace(/\s*[,;]?\s*\b(?:pq|porque|xq|por que|ya que)\b.*$/, '');
  if (PLAN.test(beforeReason || withoutDate))
    return { missing: 'si ya lo pagaste o cobraste (parece un plan o una deuda)' };
  // A currency the chat does not read («12 £», «30 libras»): what the account paid is not known.
  const foreign = rest.match(/[£¥₹]|\b(?:libras?|gbp|yenes|reales|brl|francos|chf)\b/);
  if (foreign) return { missing: `cuánto fue en la moneda de tu cuenta (escribiste «${foreign[0]}»)` };
  // Any other number left over: a second amount, a time, a code.
  const digits = new Set(input.accounts.flatMap((account) => account.digits ?? []).map((value) => value.slice(-4)));
  // («AP-7», «M-30»: a road's code, read as no amount either.)
  for (const match of rest.matchAll(/(?<![a-z0-9ñ]|\b[a-z]{1,3}-)\d+(?:[.,:]\d+)*/g)) {
    // An account's last digits («****2288») name it; «D1», «4x1000» are names, not numbers.
    if (digits.has(match[0].slice(-4)) || /^[a-zñ]/.test(rest.slice(match.index + match[0].length))) continue;
    // «Operación 00123456», «Nro. de operación: 88120», «ref 5521903»: a reference the alert gives.
    if (/^\d{5,}$/.test(match[0]) && REFERENCE_BEFORE.test(rest.slice(0, match.index))) continue;
    // «30 mangos... 30 soles», «90 varos, 90 pesos»: the same figure said again with its money is the amount restated.
    if (
      candidate.marked &&
      match[0] === candidate.integer &&
      SAID_AS_MONEY.test(rest.slice(match.index + match[0].length))
    )
      continue;
    // «vendí la play 4», «al del fútbol 5»: a model or a pitch's size, named by the word before it.
    if (match[0].length <= 2 && MODEL.test(rest.slice(0, match.index))) continue;
    if (!countsSomething(rest, match.index, match[0].length))
      return { missing: `qué es el «${match[0]}» que también escribiste` };
  }
  // «doce euros con cincuenta»: a number word left after «con»/«y» or at the end is part of some amount.
  const trailing = numberWords(rest).find(
    (found) =>
      !found.big &&
      found.value >= 10 &&
      found.value < 100 &&
      (/\b(?:con|y)\s$/.test(rest.slice(0, found.start)) || rest.slice(found.end).trim() === ''),
  );
  if (trailing)
    return { missing: `qué es el «${rest.slice(trailing.start, trailing.end).trim()}» que también escribiste` };
  const spoken = findAmounts(rest).filter((found) => !/^\d/.test(rest.slice(found.start)));
  if (spoken.length > 0)
    return { missing: `qué es el «${rest.slice(spoken[0]!.start, spoken[0]!.end).trim()}» que también escribiste` };
  // A bank, wallet or card the user has no account for: not ours to guess.
  const known = (word: string) =>
    input.accounts.some((account) => {
      const name = account.name
        .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase();
      // A short name is a whole word of the other («nu» in «Tarjeta Nu»), never a piece of one («evo»
      // in «Revolut», «ING» in «corte inglés»).
      if (word.length <= 3 || name.length <= 3)
        return ` ${name} `.includes(` ${word} `) || ` ${word} `.includes(` ${name} `);
      return name.includes(word) || word.includes(name) || name.replace(/\s/g, '').includes(word.replace(/\s/g, ''));
    });
  for (const word of brandsNamed(withoutDate)) {
    if (!known(word)) return { missing: `qué cuenta es «${word}» (no tienes una cuenta con ese nombre)` };
  }
  return undefined;
}
