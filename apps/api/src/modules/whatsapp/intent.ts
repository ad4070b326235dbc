import { chooseAmount, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { readSentenceCorrection } from './corrections.ts';
import { amountWithSlip, deniedKind, readSeveralCorrections, readSplit } from './intent-parts.ts';
import { findDate } from './dates.ts';
import { fixInsteadOf, fixOfLastNamed, politeQuestion, undoSaidAfter, withoutAskedNumbers } from './convo-turns.ts';
import { DENIED_LAST, readKindCorrection } from './kind-fix.ts';
import { plainCorrection } from './spoken-corrections.ts';
import { withoutOneTimeCodes } from './one-time-codes.ts';
import { withoutReferences } from './reference-numbers.ts';
import { fold } from './text.ts';
import { isPriceOrRate } from './price-remarks.ts';
import { isWorkCount } from './work-counts.ts';
import {
  HELP,
  UNDO,
  UNDO_SAID,
  UNDO_MORE,
  VOCATIVE_START,
  PARTICLE_END,
  SAY_THAT,
  CATEGORY_PREFIX,
  ACCOUNT_PREFIX,
  PAID_WITH,
  FILE_UNDER,
  LATER,
  NOT_MONEY,
  LAUGH,
  LAUGHS,
  OWN_SPENDING,
  NOT_THAT_FIRST,
  NOT_THAT_AFTER,
  THANKS,
  NOT_MONEY_NUMBERS,
  ADDRESS,
  MOVED_TO_ACCOUNT,
  PLEASE_END,
} from './intent-words.ts';

import type { Intent } from './intent-types.ts';

export type { Correction, Intent } from './intent-types.ts';

export function detectIntent(text: string, today: string): Intent {
  const folded = fold(text)
    .replace(/[.,;:]+$/, '')
    .replace(/^(oye|ey|porfa|por favor),? /, '');
  // A greeting before a question, a message sent twice, a fix with «en vez de» (convo-turns.ts).
  const said =
    politeQuestion(folded, today, detectIntent) ??
    undoSaidAfter(folded) ??
    fixInsteadOf(folded, today, detectIntent) ??
    fixOfLastNamed(folded, today, detectIntent);
  if (said) return said;
  // «che, cambialo a super», «fue ayer po», «no mano, fue con nequi», «poné que fue ayer»: the
  // words said to the listener are not the correction.
  const spoken = plainCorrection(
    folded.replace(VOCATIVE_START, '').replace(PARTICLE_END, '').replace(SAY_THAT, '').trim(),
  );
  // «era plata que me devolvieron, un reembolso, no gasto»: the kind denied last decides, before
  // «era …» is read as a category.
  if (DENIED_LAST.test(folded) && findAmounts(folded).length === 0) {
    const turned = readKindCorrection(folded);
    if (turned) return turned;
  }
  const split = readSplit(folded);
  if (split) return split;
  if (/\sy\s|;/.test(folded)) {
    const several = readSeveralCorrections(folded, today, detectIntent);
    if (several) return several;
  }
  if (spoken !== folded && spoken !== '') {
    const again = detectIntent(spoken, today);
    if (['undo', 'reamount', 'redate', 'reaccount', 'recategorize', 'rekind'].includes(again.type)) return again;
  }
  if (folded === '' || (HELP.test(folded) && findAmounts(folded).length === 0)) return { type: 'help' };
  if (UNDO.test(folded)) return { type: 'undo' };
  // «no no, borra eso», «borra eso porfa, lo devolví», «bórralo»: an order to delete, with fillers
  // around it and a reason after it, undoes the last capture.
  if (UNDO_SAID.test(folded) && findAmounts(folded).length === 0) return { type: 'undo' };
  // «borra eso, lo pagó mi hermano»: the undo, then why.
  if (
    /^(?:no,? )?(?:borra|borralo|borrala|elimina|eliminalo|eliminala|anula|anulalo|deshaz|deshazlo|quita|quitalo|cancela|cancelalo)(?: eso| el ultimo| lo ultimo| ese| ese gasto| ese movimiento)?\s*(?:[,.;:]|\bque\b|\bporque\b|\bya que\b)/.test(
      folded,
    ) &&
    findAmounts(folded).length === 0
  )
    return { type: 'undo' };
  // «sácalo», «está repetido», «era broma, bórralo»: other ways of undoing the last capture, or an
  // order to delete said after the reason. Not «olvídalo» or «no lo anotes»: said after a question
  // the chat asked, they would delete an older capture the person is not thinking of.
  if (UNDO_MORE.test(folded) && findAmounts(folded).length === 0) return { type: 'undo' };
  // «pasé 150 lucas al galicia pq tengo que pagar el alquiler»: what is still to come is the
  // reason of a move already made, not the move.
  // «cuánto me queda en bbva, que tengo que pagar la luz»: after a question, «que …» is why it is asked.
  const beforeReason = folded
    .replace(/\s*[,;]?\s*\b(?:pq|porque|xq|por que|ya que|asi que)\b.*$/, '')
    .replace(
      /^((?:y )?(?:cuanto|cuanta|q|que) (?:me|nos|tengo|tenemos|hay|queda|quedan)\b.*?)[,;]?\s+que\s+(?:tengo|tenemos|hay|debo|me toca|nos toca|voy|vamos)\b.*$/,
      '$1',
    );
  if (LATER.test(beforeReason || folded) && !/\b(ayer|anoche|antier|anteayer|pague|gaste|compre)\b/.test(folded))
    return { type: 'not_now' };
  // «uy no, fueron 30 mil nada más jaja», «era 1 de noviembre, no de hoy»: the laugh or the day
  // denied after a correction is no part of it.
  const trimmed = folded
    .replace(/[\s,.!]*\b(?:ja(?:ja)+|je(?:je)+|xd+)\w*[\s!.]*$/, '')
    .replace(/,?\s+no (?:de |del |el )?(?:hoy|ayer|anteayer|antier)$/, '');
  if (trimmed !== folded && trimmed !== '') {
    const again = detectIntent(trimmed, today);
    if (['reamount', 'redate', 'reaccount', 'rekind'].includes(again.type)) return again;
  }
  // «me salió 25 lucas la pizza jaja», «pagué 18 mil de uber jajaja no vuelvo…»: a laugh after
  // one's own spending is a comment on it, not a joke passed on; the rest is read without it.
  const spent = OWN_SPENDING.exec(folded);
  const laugh = LAUGH.exec(folded);
  const laughedAt = spent && laugh && laugh.index > spent.index ? folded.replace(LAUGHS, ' ') : folded;
  if (NOT_MONEY.some((pattern) => pattern.test(laughedAt)) || isPriceOrRate(folded) || isWorkCount(folded))
    return { type: 'not_money' };
  // «dale, mil gracias», «un millón de gracias»: a thousand thanks is not a thousand pesos.
  const thanked = folded.replace(THANKS, ' ');
  if (thanked !== folded && findAmounts(thanked).length === 0) return { type: 'not_money' };
  // «si me cojo el piso de 900 €, ¿me llega?»: a question about a money that is only imagined.
  if (/^\s*si\b/.test(folded) && /\?\s*$/.test(text.trim())) return { type: 'not_money' };
  // «te aviso a las 8», «a las 7 paso por ti»: an hour is the only number, so nothing was spent.
  const hours = folded.replace(
    /\b(?:a|de|desde|hasta|tipo|como a) las? \d{1,2}(?:[:.]\d{2})?(?:\s?(?:am|pm|hrs?|horas?)\b)?/g,
    ' ',
  );
  if (hours !== folded && findAmounts(hours).length === 0) return { type: 'not_money' };
  // «mi código postal es 03100», «hay como 30 personas», «tengo 34 años», «habitación 305»: numbers
  // that count or name something; when they are the only numbers, no money was spent.
  // «calle Alcalá 123, 4ºB», «Av. Larco 345 dpto 502», «Cra 15 # 93-47»: an address alone, with no
  // thing bought beside it («comida de la calle 15» is a meal).
  // «tu clave dinámica es 847120», «662014 es tu código»: a one-time code is never money.
  const uncoded = withoutOneTimeCodes(folded);
  if (uncoded !== folded && findAmounts(withoutReferences(uncoded).replace(NOT_MONEY_NUMBERS, ' ')).length === 0)
    return { type: 'not_money' };
  const housed = withoutReferences(folded.replace(ADDRESS, ' ')).replace(NOT_MONEY_NUMBERS, ' ');
  // «cuánto gasté en los últimos 15 días»: days counted in a question about one's figures are its period.
  const asksFigures = /^(?:(?:y|oye|a ver)\s+)?(?:cuanto|cuanta|que tanto|q tanto)\b/.test(folded);
  if (
    housed !== folded &&
    findAmounts(housed).length === 0 &&
    findCategoryWords(housed, 'expense').length === 0 &&
    !asksFigures
  )
    return { type: 'not_money' };
  const counted = folded.replace(NOT_MONEY_NUMBERS, ' ');
  if (counted !== folded && findAmounts(counted).length === 0 && !asksFigures) return { type: 'not_money' };
  // «no eran 58 sino 85», «no fueron 22, fueron 28», «eran 85, no 58», «85, no 58»: the amount said
  // with «no» is the one it was not; the other corrects the last capture.
  const notThat = folded
    .replace(NOT_THAT_FIRST, 'eran ')
    .replace(NOT_THAT_AFTER, (_, said: string) => `eran ${said.replace(/^(?:eran|era|fueron|fue|son|es)\s+/, '')}`);
  if (notThat !== folded) {
    const again = detectIntent(notThat, today);
    if (again.type === 'reamount') return again;
  }
  // «no era gasto, me han devuelto 200 de hacienda», «no fue un ingreso, pagué 50 lucas»: the last
  // capture went the other way; the amount said with it is its amount, never a second movement.
  const denied = deniedKind(folded);
  if (denied) return denied;
  // «eran 76.800, le erré», «8.090 perdón», «uy 45 mil, me equivoqué»: one amount and the
  // speaker's own slip, nothing bought: the last capture's amount, never a second movement.
  const slipped = amountWithSlip(folded);
  if (slipped) return { type: 'reamount', amount: slipped };
  // «no, eran 28 mil», «era 9.300», «perdón, fueron 21,50», «nah eran 26 lucas», «en realidad
  // fueron 85», «ponle 85», «el total fue 85»: the last capture's amount, not a new one.
  const amendment = folded.match(
    /^(?:(?:no+|nop|nah|nel|perdon|perdona|me equivoque|error|corrijo|corregi|correccion|fe de erratas|ay no|uy|ups|en realidad|al final|mejor dicho|digo|quise decir|queria decir|ojo)[,.!:]?\s+)*(?:(?:eran|era|fueron|fue|son|es|mejor|cambialo a|cambiala a|cambia el monto a|corrige a|corrigelo a|el monto era|el monto es|el monto fue|ponle|el total (?:fue|era|es)|el valor (?:fue|era|es)|el precio (?:fue|era|es))\s+)?(?<rest>.+)$/,
  );
  const corrected =
    /^(no+|nop|nah|nel|perdon|perdona|me equivoque|error|corrijo|corregi|correccion|fe de erratas|ay no|uy|ups|eran|era|fueron|cambialo a|cambiala a|cambia el monto a|corrige a|corrigelo a|el monto era|el monto es|en realidad|al final (?:fueron|fue|eran|era|salio|costo)|mejor dicho|digo|quise decir|queria decir|ponle|el total (?:fue|era|es)|el valor (?:fue|era|es)|el precio (?:fue|era|es))\b/.test(
      folded,
    );
  if (corrected && amendment) {
    // «no, 61, que era del aeropuerto»: the reason after the new amount is not part of it.
    // «eran 54, me equivoqué»: an apology after the amount is not part of it either.
    const said = amendment
      .groups!.rest!.replace(/(?:[,;]\s*|\s)(?:que|porque|pues|ya que|es que)\b\D*$/, '')
      .replace(
        /(?:[,;.!]\s*|\s)(?:me equivoque|me confundi|perdon|perdona|disculpa|sorry|error mio|mala mia)\b\D*$/,
        '',
      )
      // «eran 85.000, me comí los números», «fueron 40, se me fue un cero»: after a pause, what the
      // speaker says of their own slip (a clause led by «me», «se me», «te») names no money.
      .replace(/[,;.!]\s*(?:se me|me|te)\s[a-z ]*$/, '');
    // «no no, eran 13 mil y fue el lunes»: the amount and the day of the last capture, both fixed.
    const day = findDate(said, today);
    const dayWords = day
      ? said.slice(0, day.start).match(/(?:,\s*|\s)(?:y\s+)?(?:(?:fue|era|eso fue)\s+)?(?:(?:el|la|del|de|dia)\s+)*$/)
      : null;
    const rest = day && dayWords && said.slice(day.end).trim() === '' ? said.slice(0, dayWords.index) : said;
    const amounts = findAmounts(rest);
    const choice = chooseAmount(amounts);
    const leftover =
      amounts.length === 1
        ? `${rest.slice(0, amounts[0]!.start)} ${rest.slice(amounts[0]!.end)}`
            .replace(
              /\b(fue|fueron|eran|era|con|el|la|los|las|de|del|en|total|pesos|soles|euros|nomas|no mas|mas)\b/g,
              '',
            )
            .trim()
        : 'x';
    // «me equivoqué, fueron 550 con banorte», «eran 750 y me lo pagaron en el bbva»: a new amount
    // and the account it went through, both fixed.
    const paidWith =
      amounts.length === 1 && !day
        ? rest
            .slice(amounts[0]!.end)
            .match(
              /^\s*(?:(?:pesos|soles|euros|mil|lucas)\s+)?(?:(?:con|por|desde)|,?\s*y\s+(?:me\s+)?(?:(?:lo|la|los|las)\s+)?(?:pagaron|pague|cobre|depositaron|transfirieron|mandaron|ingresaron|recibi|entraron|entro|cayeron|cayo|llegaron|llego)\s+(?:en|a|al|con|por|desde))\s+(?:la |el |mi )?(?!(?:propina|todo|iva|descuento|envio|impuestos?|servicio|vuelto|cambio|recargo|comision|cupon|domicilio)\b)(?<target>[a-z][a-z0-9 ]*)$/,
            )
        : null;
    if (choice.ok && paidWith && rest.slice(0, amounts[0]!.start).trim() === '')
      return {
        type: 'several',
        parts: [
          { type: 'reamount', amount: choice.candidate },
          { type: 'reaccount', target: paidWith.groups!.target!.trim() },
        ],
      };
    const plain =
      leftover === '' ||
      (leftover.split(/\s+/).length <= 2 &&
        findCategoryWords(leftover, 'expense').length === 0 &&
        !/[:]/.test(leftover));
    if (choice.ok && plain && rest !== said) return { type: 'reamount', amount: choice.candidate, date: day!.date };
    if (choice.ok && plain && !findDate(amendment.groups!.rest!, today))
      return { type: 'reamount', amount: choice.candidate };
  }
  // «no era farmacia, era el dentista», «no fue hoy, fue ayer»: what it was not, then what it was;
  // only the second half corrects the last capture.
  const instead = folded
    .replace(/^(?:(?:eso|esto) )?no,? (?<verb>era|eran|fue|fueron|es|son) [a-z ]+?,?\s+sino\s+(?:que\s+)?/, '$<verb> ')
    .replace(
      /^(?:(?:eso|esto) )?no,? (?:era|eran|fue|fueron|es|son|en|con) [a-z ]+,\s*(?=(?:era|eran|fue|fueron|es|son|en|con|de|el|la)\b)/,
      '',
    )
    // «no era bbva era la nu»: the second verb, with no pause before it, starts what it was.
    .replace(
      /^(?:(?:eso|esto) )?no,? (?:era|eran|fue|fueron|es|son) [a-z ]+?\s+(?=(?:era|eran|fue|fueron|es|son)\s)/,
      '',
    );
  // «no era gasto, fue devolución»: the kind denied is a kind correction (kind-fix.ts), not a category.
  if (instead !== folded && !/^(?:(?:eso|esto) )?no,? (?:era|fue|es) (?:un |una )?(?:gasto|ingreso)\b/.test(folded)) {
    const again = detectIntent(instead, today);
    if (again.type !== 'capture' && again.type !== 'help') return again;
  }
  // «perdón, fue el martes», «ay no, eso era mercado»: the apology is not part of the correction.
  const apology = folded
    .replace(
      /^(?:(?:perdon|perdona|perdone|me equivoque|me confundi|error mio|error|mala mia|ay no|ay|uy|ups|disculpa|disculpe|corrijo|me corrijo|correccion|fe de erratas)[,.!:]?\s+)+/,
      '',
    )
    .replace(/,?\s+no (?:hoy|ayer|restaurante|[a-z]+)$/, '');
  if (apology !== folded) {
    // «perdona, con el bbva»: after an apology, an account alone moves the last capture.
    const account = apology.match(/^(?:con|desde|en) (?:la |el |mi )?(?<target>[a-z][a-z ]*)$/);
    if (account && findAmounts(apology).length === 0) return { type: 'reaccount', target: account.groups!.target! };
    const again = detectIntent(apology, today);
    if (again.type !== 'capture' && again.type !== 'help') return again;
  }
  // A date's digits ("fue el 3/11") are not an amount.
  // «cuánto gasté del 1 al 15 de noviembre?»: after a question word, a range's numbers are days.
  const undated = withoutAskedNumbers(folded, today);
  const dated = findDate(undated, today);
  const hasAmount =
    findAmounts(dated ? `${undated.slice(0, dated.start)} ${undated.slice(dated.end)}` : undated).length > 0;

  // Any question about one's figures: an account's balance, spending or income in a period, a category or group.
  if (
    (/\b(cuanto|cuanta|cuantos|que tanto|q tanto|total)\b/.test(folded) ||
      /^(que|q|cuales) (ingresos|gastos)\b/.test(folded) ||
      // «¿qué saldo tiene la cuenta de caixabank?», «cuál es el saldo de la visa»: a balance asked.
      /^(?:y )?(?:que|q|cual|cuanto) (?:es (?:el |mi )?)?saldo\b/.test(folded) ||
      // «q plata me queda en bancolombia», «qué lana tengo en bbva»: what is left in an account, asked.
      /^(?:y )?(?:que|q) (?:plata|dinero|lana|guita|pasta|billete|saldo) (?:me |nos |le )?(?:queda|quedan|tengo|tenemos|hay)\b/.test(
        folded,
      ) ||
      // «qué gasté ayer?», «dime lo que gasté en restaurantes en noviembre», «gastos de hoy?».
      /^(?:que|q) (?:gaste|he gastado|gastamos|hemos gastado|cobre|he cobrado)\b/.test(folded) ||
      // «en qué se me fue la plata este mes?», «en q se me ha ido el dinero»: where the money went, asked.
      /^(?:y )?en (?:que|q) (?:se (?:me|nos) (?:ha |han |esta |estan )?(?:ido|fue|fueron|va|van|yendo)|(?:me |nos )?(?:gaste|gastamos|he gastado|hemos gastado))\b/.test(
        folded,
      ) ||
      // «¿qué me entró esta semana?», «qué me ha llegado en octubre?»: money in, asked.
      (/^(?:que|q) (?:me|nos) (?:(?:ha|han) )?(?:entro|entraron|entrado|llego|llegaron|llegado|cayo|cayeron|pagaron|pagado|depositaron|ingresaron|ingresado)\b/.test(
        folded,
      ) &&
        /\?\s*$/.test(text)) ||
      /^(?:dime|dame|muestrame|pasame|mandame|quiero saber) (?:lo que|cuanto|el total de lo que|mis) ?(?:gaste|he gastado|gastos|ingresos|cobre)\b/.test(
        folded,
      ) ||
      (/^(?:mis )?(?:gastos|ingresos) (?:de|del|en|esta|este|la|el)\b/.test(folded) && /\?\s*$/.test(text)) ||
      // «plata en mercado pago?», «saldo de la visa?»: the money in an account, asked with no question word.
      (/^(?:y )?(?:la |mi )?(?:plata|dinero|lana|guita|pasta|saldo|billete) (?:en|de|del|que hay en|que tengo en)\b/.test(
        folded,
      ) &&
        /\?\s*$/.test(text))) &&
    !hasAmount
  )
    return { type: 'question' };
  if (
    /^(saldo|saldos|mi saldo|mis saldos|balance|balances|mis cuentas|cuentas|cuanto tengo)( .*)?$/.test(folded) &&
    !hasAmount
  )
    return { type: 'balance' };
  if (
    /^(presupuesto|presupuestos|mi presupuesto|como voy|como va el presupuesto|cuanto me queda)( .*)?$/.test(folded) &&
    !hasAmount
  )
    return { type: 'budget' };

  // "no, fue ayer", "era el lunes", "fue el 3/11": a date and nothing else moves the last capture.
  // «fue ayer eso»: the «eso» after the day names the last capture, nothing more.
  const correction = folded
    .replace(/\s+(?:eso|esto)$/, '')
    .match(/^(?:no,? )?(?:fue|era|es|eso fue|cambia(?:r)? la fecha a|(?:la )?fecha(?: era| fue| es)?:?) (?<rest>.+)$/);
  if (correction && !hasAmount) {
    const rest = correction.groups!.rest!;
    const date = findDate(rest, today);
    if (
      date &&
      rest
        .slice(0, date.start)
        .replace(/\b(el|la|del|de|dia|en)\b/g, '')
        .trim() === '' &&
      // «eso fue ayer en la noche»: the time of day adds nothing to the day.
      rest
        .slice(date.end)
        .replace(/^\s*(?:(?:en|por|a|de) la )?(?:noche|manana|tarde|madrugada|temprano|mediodia)\b/, '')
        .trim() === ''
    ) {
      return { type: 'redate', date: date.date };
    }
  }
  if (!hasAmount) {
    // «no perdón, eso lo pagué yo», «no, al revés, yo le yapeé a mi hermano»: the other way round.
    const turned = readKindCorrection(folded);
    if (turned) return turned;
    // «cambia la categoría a deporte, son para correr», «mejor ponlo en ropa que eso fue unos
    // tenis», «eso va en mascotas», «cárgalo a la visa», «lo compré ayer»: a correction said as a
    // sentence, with the reason after it left out.
    // «cámbialo a la tarjeta banorte porfa», «pásalo a la cuenta del bbva»: a card or an account is
    // where it was paid from, never a category.
    const moved = folded.match(MOVED_TO_ACCOUNT);
    if (moved) return { type: 'reaccount', target: moved.groups!.target!.replace(PLEASE_END, '').trim() };
    const sentence = readSentenceCorrection(folded, today);
    if (sentence) return sentence;
    // «lo pagué con la visa, no en efectivo», «no en efectivo, con la visa»: the account said with
    // «no» is the one it was not paid with, so it is left out of the correction.
    const unsaid = folded
      .replace(/,\s*(?:y\s+)?no\s+(?:en|con|por|desde|de)\s+[a-z ]+$/, '')
      .replace(
        /^no\s+(?:en|con|por|desde|de)\s+[a-z ]+(?:,\s*|\s+(?=sino\s))(?:sino\s+)?(?:(?:que\s+)?(?:fue|era)\s+)?/,
        'fue ',
      );
    if (unsaid !== folded) {
      const again = detectIntent(unsaid, today);
      if (again.type === 'reaccount') return again;
    }
    // «la pagué con revolut», «y fue con la visa», «al final lo pagamos con nequi»: the account of the last capture.
    const paid = folded.match(PAID_WITH);
    if (paid) return { type: 'reaccount', target: paid.groups!.target! };
    // «eran medicamentos, ponlo en farmacia»: the order to file it names the category.
    const filed = folded.match(FILE_UNDER);
    if (filed) return { type: 'recategorize', target: filed.groups!.target! };
    const account = folded.match(ACCOUNT_PREFIX);
    if (account && /^(?:no,? )?(era|fue|eso fue|lo pague|pague|fue pagado)/.test(folded))
      return { type: 'reaccount', target: account.groups!.target! };
    // «no, con el bcp», «no, la pagué con mercado pago»: the «no» says it corrects the last capture's account.
    const payer = folded.match(
      /^no,? (?:(?:la|lo|las|los) )?(?:pague|pagamos|pagaste|fue|era)? ?(?:con|desde|de) (?:la |el |mi )?(?<target>.+)$/,
    );
    if (payer) return { type: 'reaccount', target: payer.groups!.target! };
    // «con la visa» alone, right after a capture: the account it was paid with.
    const paidWith = folded.match(/^(?:con|desde) (?:la |el |mi )?(?<target>[a-z]+(?: [a-z]+){0,2})$/);
    if (paidWith) return { type: 'reaccount', target: paidWith.groups!.target! };
    const category = folded.match(CATEGORY_PREFIX);
    if (category) return { type: 'recategorize', target: category.groups!.target! };
  }
  return { type: 'capture' };
}
