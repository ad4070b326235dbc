import type { Deps } from '../../lib/deps.ts';
import { updateTransaction } from '../transactions/service.ts';
import type { UserContext } from './context.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';

/**
 * «no perdón, eso lo pagué yo, era el alquiler de la cochera», «no, al revés, yo le yapeé a mi
 * hermano», «no, me lo pagaron a mí»: the last capture went the other way. Its amount and date
 * stay; its kind turns, and a category said with it («era el alquiler…») is taken. Read only on
 * messages with no amount (intent.ts), after a word that says it corrects («no», «perdón», «al revés»).
 */
export type KindCorrection = {
  type: 'rekind';
  kind: 'expense' | 'income' | 'flip';
  target?: string;
  /** The words after the opener, where an account may be named («me lo transfirieron al galicia»). */
  said?: string;
};

const CORRECTS =
  /^(?:(?:no+|nop|nah|nada|perdon|perdona|perdone|disculpa|disculpe|uy|ups|ay|espera|espere|pera|momento|oye|ojo que|ojo|mira que|fijate que|fijese que|me equivoque|error|al reves|al contrario|en realidad|al final|mejor dicho)\b[,.!:;]?\s*)+/;
// «era un ingreso, me pagaron por una asesoría»: the kind said first is a correction with no opener.
// «es lo que me paga el inquilino»: what the money is, said of whom pays whom.
const KIND_FIRST =
  /^(?:eso |esto )?(?:(?:era|fue|es) (?:un |una )?(?:ingreso|gasto|entrada|salida)\b|(?:era|fue|es) lo que (?:me|nos|le|les|yo)\b)/;
// «no me los dio»: what is said with «no» before it is what did not happen.
const PAID_BY_ME =
  /(?<!\bno )\b(?:(?:se|le|les) (?:lo |la |los |las )?(?:di|pague|pase|mande|preste|deposite) yo|lo que (?:pago|doy|gasto) yo|(?:eso |esa |ese )?(?:lo|la|los|las) (?:pague|pagamos|gaste|gastamos|puse|pusimos) (?:yo|nosotros)|yo (?:(?:le|les|se lo|se la) )?(?:pague|yapee|plinee|nequie|bizumee|pase|mande|transferi|envie|deposite|di)|(?:fue|era|es) (?:un )?(?:gasto|pago mio|pago)|no (?:fue|era) (?:un )?ingreso|(?:lo|la) (?:pague|puse) de mi bolsillo)\b/;
const PAID_TO_ME =
  /(?<!\bno )\b(?:lo que (?:me|nos) (?:paga|pagan|da|dan|manda|mandan|deposita|depositan|devuelve|devuelven)|(?:me|nos) (?:lo |la |los |las )?(?:pagaron|pago|yapearon|yapeo|plinearon|nequiaron|pasaron|paso|mandaron|mando|transfirieron|transfirio|depositaron|devolvieron|reintegraron|reembolsaron|dieron|dio|bizumearon|envio|enviaron|giro|giraron|dejo|dejaron)(?: a mi| a nosotros)?|a mi me (?:pagaron|yapearon|pasaron|mandaron|transfirieron|dieron)|(?:me|nos) (?:lo |la |los |las )?(?:han|ha) (?:devuelto|pagado|transferido|depositado|ingresado|dado|mandado|enviado|pasado|bizumeado)|(?:fue|era|es) (?:un )?ingreso|no (?:fue|era) (?:un )?gasto|(?:lo|la) cobre yo)\b/;
// «no espera, me entraron», «uy, eso me cayó», «me llegaron a la cuenta»: money that came in.
// «me llegó» only when nothing follows it but a pause or where it arrived («me llegó la factura»
// is a bill, not money in).
const CAME_IN =
  /(?<!\bno )\b(?:me|nos) (?:lo |la |los |las )?(?:entraron|entro|cayeron|cayo|ingresaron)\b|(?<!\bno )\b(?:me|nos) (?:lo |la |los |las )?(?:llegaron|llego)(?=\s*(?:$|[,.;!]|\s(?:a|al|en|por|de|desde)\b))/;
// «me la han ingresado», «la devolución de la renta»: money given back is a refund, whatever it paid for.
const GIVEN_BACK =
  /\b(?:devolucion|reembolso|reintegro|(?:me|nos) (?:lo |la |los |las )?(?:devolvieron|devolvio|reembolsaron|reembolso|reintegraron|reintegro|(?:han|ha) (?:devuelto|reembolsado|reintegrado)))\b/;
// «…, era el alquiler de la cochera», «…, por la luz»: what it was, after the kind.
const WHAT_IT_WAS =
  /[,;]?\s*\b(?:era|eran|fue|es|por|para|de) (?:el |la |los |las |un |una |lo de(?:l| la)? )?(?<target>[a-z][a-z ]*)$/;

export const DENIED_LAST =
  /[,.;]\s*(?:y\s+)?no (?:(?:era|fue|es) )?(?:un |una )?(?<kind>ingreso|entrada|gasto|salida)\s*[.!]*$/;

export function readKindCorrection(folded: string): KindCorrection | undefined {
  // «no era un ingreso, …»: the kind denied, whose «no» the opener would otherwise swallow.
  const denied = folded.match(
    /^(?:[a-z]+[,.!]?\s+)*?no (?:era|fue|es) (?:un |una )?(?<kind>ingreso|entrada|gasto|salida)\b/,
  );
  // «era plata que me devolvieron, un reembolso, no gasto»: the kind denied last, after what it was.
  const deniedLast = denied ? null : folded.match(DENIED_LAST);
  if (denied || deniedLast) {
    const kind = /ingreso|entrada/.test((denied ?? deniedLast)!.groups!.kind!) ? 'expense' : 'income';
    const said = denied
      ? folded.slice(denied[0].length).replace(/^[,.;:!\s]+/, '')
      : folded.slice(0, deniedLast!.index).replace(/^(?:no+|eso|era|fue)\b[,\s]*/, '');
    // «no era gasto, fue devolución de rappi»: what it was, when it names a category.
    // Each clause on its own: «era la devolución de la renta, me la han ingresado en ing».
    const target = said
      .split(/\s*[,;]\s*/)
      .map((clause) => clause.match(WHAT_IT_WAS)?.groups?.target?.trim())
      .find((clause) => clause && findCategoryWords(clause, kind).length > 0);
    const back = kind === 'income' && GIVEN_BACK.test(said) ? 'reembolso' : undefined;
    const told = target ?? back;
    return { type: 'rekind', kind, ...(told ? { target: told } : {}), said };
  }
  const opener = folded.match(CORRECTS) ?? (KIND_FIRST.test(folded) ? [''] : null);
  if (!opener) return undefined;
  const rest = folded.slice(opener[0].length);
  const flip = /\bal (?:reves|contrario)\b/.test(opener[0]);
  // Read on the whole message, so that a «no» the opener took still denies what follows it.
  const out = PAID_BY_ME.exec(folded);
  const into = PAID_TO_ME.exec(folded) ?? CAME_IN.exec(folded);
  if (!out && !into && !(flip && rest === '')) return undefined;
  const kind = out && !into ? 'expense' : into && !out ? 'income' : flip ? 'flip' : undefined;
  if (!kind) return undefined;
  const said = out ?? into;
  const after = said ? folded.slice(said.index + said[0].length) : '';
  const target = after.match(WHAT_IT_WAS)?.groups?.target?.trim();
  // «yo le yapeé a mi hermano»: a person paid is no category.
  const category = target && findCategoryWords(target, kind === 'income' ? 'income' : 'expense').length > 0;
  // «no, al revés, me devolvieron lo de la campera»: money given back is a refund, whatever it paid for.
  const givenBack = kind === 'income' && GIVEN_BACK.test(folded);
  return {
    type: 'rekind',
    kind,
    ...(category ? { target } : givenBack ? { target: 'reembolso' } : {}),
    said: rest,
  };
}

/** The category a correction names: «alquiler de la cochera» is the cochera's (what was rented). */
export function categoryOfTarget(
  context: UserContext,
  target: string,
  kind: 'expense' | 'income',
  byName: (categories: CategoryRef[], name: string, kind: 'expense' | 'income') => CategoryRef | undefined,
): CategoryRef | undefined {
  // A category named by its own name («Reembolsos») is that one.
  const exact = byName(context.categories, target, kind);
  if (exact) return exact;
  const wanted = fold(target);
  const thing = wanted.match(
    /\b(?:alquiler|arriendo|renta|cuota|pago|factura|recibo) (?:de |del )(?:la |el |los |las )?(?<thing>.+)$/,
  );
  // «la devolución de la renta»: a refund, whatever was refunded (the rent is not rent collected).
  const refund = kind === 'income' && /\b(?:devolucion|reembolso|reintegro)\b/.test(wanted) ? 'reembolso' : undefined;
  for (const words of [refund, thing?.groups?.thing, wanted]) {
    if (!words) continue;
    const hits = new Set(findCategoryWords(words, kind).map((hit) => hit.category));
    if (hits.size === 1) return byName(context.categories, [...hits][0]!, kind);
  }
  return undefined;
}

type Movement = { id: string; kind: string; amount: number; category_id: string | null; payee?: string };

/** Turns the last capture the other way; the reply says what changed. */
export async function applyKindFix(
  deps: Deps,
  context: UserContext,
  transaction: Movement,
  intent: KindCorrection,
  category: CategoryRef | undefined,
): Promise<{ from: 'expense' | 'income'; to: 'expense' | 'income'; category?: string } | 'transfer'> {
  if (transaction.kind === 'transfer') return 'transfer';
  const from = transaction.kind === 'income' ? 'income' : 'expense';
  const to = intent.kind === 'flip' ? (from === 'income' ? 'expense' : 'income') : intent.kind;
  const kept = context.categories.find((candidate) => candidate.id === transaction.category_id);
  // A category of the other kind cannot stay on the turned movement; what the payee's words name
  // in the new kind takes its place («Alquiler piso» turned to money in is rent collected).
  const read =
    !category && !(kept && kept.kind === to) && transaction.payee
      ? categoryOfTarget(context, transaction.payee, to, categoryByName)
      : undefined;
  const categoryId = category?.id ?? (kept && kept.kind === to ? kept.id : (read?.id ?? null));
  await updateTransaction(deps, context.session, transaction.id, {
    amount: to === 'expense' ? -Math.abs(transaction.amount) : Math.abs(transaction.amount),
    category_id: categoryId,
  });
  return { from, to, category: (category ?? read)?.name };
}
