import { periodContaining } from '@cuentas/shared/periods';
import type { Deps } from '../../lib/deps.ts';
import { listAccounts } from '../accounts/service.ts';
import { getBudget } from '../budgets/service.ts';
import { transactionTotals } from '../transactions/service.ts';
import { findAccounts } from './account-words.ts';
import { dayRange, MONTHS } from './day-ranges.ts';
import { lastDay, type Period, shift, spokenPeriod } from './spoken-periods.ts';

export type { Period } from './spoken-periods.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import type { UserContext } from './context.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { hiddenNote } from './questions.ts';
import { groupOfNamed, phraseCategory } from './asked-group.ts';
import { withoutCourtesy } from './convo-turns.ts';
import { money } from './replies.ts';
import { fold, hasPhrase, stem } from './text.ts';

/**
 * Questions about one's own figures («¿cuánto tengo en la nequi?», «¿cuánto gasté la semana
 * pasada?», «¿cuánto llevo en comida este mes?», «¿qué ingresos tuve en octubre?»), answered from the
 * same services as the app's screens: the account's balance, and the transaction totals (transfers
 * are neither income nor spending; a group counts its categories).
 */

export type About = 'balance' | 'spending' | 'income';

// Money that came to the person: «¿cuánto me ha llegado?», «cuánto me han pagado», «cuánto me
// depositaron», «cuánto facturé». Read before spending's words («pagado» is in «me han pagado»).
const RECEIVED =
  /\b(?:(?:me|nos) (?:(?:ha|han|habia|habian) )?(?:llegad\w*|lleg(?:o|aron)|pag(?:aron|ado)|cay(?:o|eron)|caido|deposit\w+|consign\w+|transfiri\w+|transferido|abon\w+|ingres\w+|entr\w+|yape\w+|pline\w+|nequ\w+|bizume\w+|gir\w+|mand\w+|envi\w+|devolv\w+|devuelto|reembols\w+)|factur(?:e|ado|amos)|he facturado|vend(?:i|imos|ido|iste)|recib\w*|cobr(?:e|ado|amos)|he cobrado|gane|ganado|ganamos)\b/;

// An app's verb said by the sender: «yapeé», «he plineado», «bizumeamos», «nequeaste».
const SENT_WITH_APP =
  /\b(?:yapee|yapeado|yapeamos|yapeaste|plinee|plineado|plineamos|nequee|nequeado|nequeamos|bizumee|bizumeado|bizumeamos|transferi|transferimos|envie|enviamos|mande)\b/;

export function aboutOf(folded: string): About {
  // «¿cuánto me cobraron de comisión?»: charged to the person is spending, not «cobré».
  if (/\b(?:me|nos) (?:(?:ha|han) )?cobr\w*/.test(folded)) return 'spending';
  if (RECEIVED.test(folded) && !/\b(gast\w*|compr\w*|pague|consumi)\b/.test(folded)) return 'income';
  // «cuánto he yapeado», «cuánto bizumeé», «lo que nequeamos»: sent with an app by the person
  // (received is «me han yapeado», read above).
  if (SENT_WITH_APP.test(folded) && !/\b(tengo|queda|quedan|debo|saldo)\b/.test(folded)) return 'spending';
  if (
    /\b(gast\w*|compr\w*|pague|pagado|llevo|consumi)\b/.test(folded) &&
    !/\b(tengo|queda|quedan|debo|saldo)\b/.test(folded)
  )
    return 'spending';
  if (
    /\b(entr(?:o|ado|aron)|cobr\w*|ingres\w*|me pagaron|me han pagado|yapead\w*|plinead\w*|nequead\w*|recib\w*|gane|ganado|me han hecho)\b/.test(
      folded,
    )
  )
    return 'income';
  // «en qué se me fue la plata?»: money that went is spending, whatever word names the money.
  // «en qué se me está yendo la plata?»: said as it goes, too.
  if (/\bse (?:me|nos) (?:(?:ha|han|esta|estan) )?(?:ido|fue|fueron|va|van|yendo)\b/.test(folded)) return 'spending';
  if (/\b(tengo|queda|quedan|debo|saldo|hay en|plata|dinero|disponible)\b/.test(folded)) return 'balance';
  // «¿y la visa cuánto debe ya?», «cuánto tiene la cuenta rut»: what an account owes or holds.
  if (/\bcuanto (?:(?:le |me |se )?(?:debe|deben|tiene|tienen|adeudo|adeuda))\b/.test(folded)) return 'balance';
  return 'spending';
}

/** The period a question names; this (user's) month when it names none. */
export function periodOf(folded: string, today: string, monthStartDay: number): Period {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const year = Number(today.slice(0, 4));
  if (/\b(antier|anteayer|antes de ayer|anteanoche|antenoche|antes de anoche)\b/.test(folded))
    return { from: shift(today, -2), to: shift(today, -2), label: 'Anteayer' };
  if (/\b(ayer|anoche)\b/.test(folded)) return { from: shift(today, -1), to: shift(today, -1), label: 'Ayer' };
  const days = dayRange(folded, today);
  if (days) return { from: days.from, to: days.to, label: days.label };
  const spoken = spokenPeriod(folded, today, weekday);
  if (spoken) return spoken;
  // «el 3 de noviembre», «el 15», «el 28 del mes pasado», «el 3/11»: one day, written with its number.
  const said = findDate(folded, today);
  if (said && /\d/.test(folded.slice(said.start, said.end)) && said.date <= today)
    return {
      from: said.date,
      to: said.date,
      label: /^hace\s/.test(folded.slice(said.start, said.end))
        ? `H${folded.slice(said.start + 1, said.end)}`
        : `El ${folded.slice(said.start, said.end).replace(/^(?:el|del|dia)\s+/, '')}`,
    };
  if (/\bhoy\b/.test(folded)) return { from: today, to: today, label: 'Hoy' };
  // «la semana antepasada»: the week before last, Monday to Sunday.
  if (/\bsemana antepasada\b/.test(folded))
    return { from: shift(today, -weekday - 14), to: shift(today, -weekday - 8), label: 'La semana antepasada' };
  if (/\b(la semana pasada|semana pasada)\b/.test(folded))
    return { from: shift(today, -weekday - 7), to: shift(today, -weekday - 1), label: 'La semana pasada' };
  if (/\b(esta semana|en la semana|la semana)\b/.test(folded))
    return { from: shift(today, -weekday), to: today, label: 'Esta semana' };
  if (/\b(el ano pasado|ano pasado)\b/.test(folded))
    return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, label: `En ${year - 1}` };
  // «en lo que va de año», «lo que llevamos del año», «desde enero»: this year up to today.
  if (
    /\b(este ano|en el ano|en lo que (?:va|llevamos|llevo) (?:del|de|este) ano|lo que (?:va|llevamos|llevo) (?:del|de) ano|el ano|desde enero|desde principio(?:s)? de ano)\b/.test(
      folded,
    )
  )
    return { from: `${year}-01-01`, to: today, label: 'Este año' };
  const months = monthsSpan(folded, today);
  if (months) return months;
  const named = folded.match(new RegExp(`\\b(?:en|de|durante|el mes de)\\s+(${MONTHS.join('|')})\\b`));
  if (named) {
    const month = MONTHS.indexOf(named[1]!) + 1;
    const inYear = month > Number(today.slice(5, 7)) ? year - 1 : year;
    return {
      from: `${inYear}-${String(month).padStart(2, '0')}-01`,
      to: lastDay(inYear, month),
      label: `En ${named[1]}`,
    };
  }
  const current = periodContaining(today, monthStartDay);
  if (/\b(el mes pasado|mes pasado)\b/.test(folded)) {
    const previous = periodContaining(shift(current.from, -1), monthStartDay);
    return { from: previous.from, to: previous.to, label: 'El mes pasado' };
  }
  return { from: current.from, to: today < current.to ? today : current.to, label: 'Este mes' };
}

const MONTH_WORDS = MONTHS.join('|');
// The 1st of the most recent month named (this one included), and its last day.
const monthStart = (name: string, today: string) => {
  const month = MONTHS.indexOf(name) + 1;
  const year = Number(today.slice(0, 4)) - (month > Number(today.slice(5, 7)) ? 1 : 0);
  return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: lastDay(year, month) };
};

/**
 * Months as a span: «de septiembre a noviembre», «entre octubre y noviembre» (whole months, up to
 * today at most), «desde octubre», «a partir de septiembre», «desde principios de octubre» (up to today).
 */
function monthsSpan(folded: string, today: string): Period | undefined {
  const span = folded.match(
    new RegExp(
      `\\b(?:de|desde|entre)\\s+(${MONTH_WORDS})\\s+(?:a|al|hasta|y)\\s+(?:(?:el mes de|fin(?:es)? de)\\s+)?(${MONTH_WORDS})\\b`,
    ),
  );
  if (span) {
    const from = monthStart(span[1]!, today).from;
    const end = monthStart(span[2]!, today).to;
    const to = end < today ? end : today;
    if (from <= to) return { from, to, label: `De ${span[1]} a ${span[2]}` };
  }
  const since = folded.match(
    new RegExp(`\\b(?:desde|a partir de)\\s+(?:(?:principios|inicios|comienzos) de\\s+)?(${MONTH_WORDS})\\b`),
  );
  if (since) {
    const { from } = monthStart(since[1]!, today);
    return { from, to: today, label: `Desde ${since[1]}` };
  }
  return undefined;
}

const QUESTION_WORDS =
  /\b(cuanto|cuanta|cuantos|q|que|tanto|total|en total|he|has|me|llevo|llevamos|gastado|gaste|gastamos|tengo|queda|quedan|debo|hay|en|de|del|la|el|los|las|mi|mis|con|por|este|esta|mes|ano|semana|pasado|pasada|hoy|ayer|plata|dinero|entrado|entro|cobre|cobrado|ingresos|ingreso|tuve|ha|han|yapeado|plineado|saldo|a|y|o|gastos|llegado|llego|llegaron|cayo|cayeron|caido|recibi|recibido|recibimos|depositaron|depositado|consignaron|transfirieron|transferido|pagaron|pagado|abonaron|abonado|ingresado|ingresaron|entraron|facture|facturado|gane|ganado|yapearon|plinearon|nequearon|bizumearon|mandaron|enviaron|laburos|trabajos|octubre|noviembre|diciembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|durante|va|lo|afuera)\b/g;

// The money verbs a question is asked with, in any person and tense («ingresé», «cobramos», «he
// recibido»): they say what is asked about, never the category («ingresé» is not «Otros ingresos»).
const ASKED_VERBS =
  /\b(?:gast|ingres|cobr|recib|factur|deposit|consign|yape|pline|nequ|bizume|transfer|pag|gan|abon|vend)(?:e|i|ado|ada|ados|aron|amos|aste|iste|ido|ida|imos|ieron)\b|\bgast(?:o|a|as|an)\b/g;

// Words for a whole group, which the word list files under one of its categories («comida» → Restaurantes).
const GROUP_WORDS: Record<string, string> = {
  comida: 'Alimentación',
  // «el cole»: the children's school, whichever of Educación's categories it was paid under.
  cole: 'Educación',
  alimentacion: 'Alimentación',
  transporte: 'Transporte',
  salud: 'Salud',
  servicios: 'Servicios',
  suministros: 'Servicios',
  ocio: 'Ocio',
  educacion: 'Educación',
  vivienda: 'Vivienda',
  casa: 'Vivienda',
  deudas: 'Deudas',
  impuestos: 'Impuestos',
};

/** The category or group a question names, by its name, a word for its group, or the word list. */
export function categoryOf(
  rest: string,
  kind: 'expense' | 'income',
  categories: CategoryRef[],
): CategoryRef | undefined {
  const pool = categories.filter((category) => category.kind === kind);
  const words = rest.split(' ').filter(Boolean);
  // «comida fuera» is a phrase of the word list: its group word («comida») does not name the group there.
  const phrases = findCategoryWords(rest, kind).filter((hit) => rest.slice(hit.at, hit.at + hit.length).includes(' '));
  let at = 0;
  for (const word of words) {
    const start = rest.indexOf(word, at);
    at = start + word.length;
    if (phrases.some((hit) => start >= hit.at && start < hit.at + hit.length)) continue;
    const group = GROUP_WORDS[word];
    // By the group's stable key first: a country's or the user's name for it still finds it.
    const byGroup = group ? categoryByName(pool, group, kind) : undefined;
    if (byGroup) return byGroup;
  }
  const group = groupOfNamed(rest, kind, categories);
  if (group) return group;
  const byName =
    pool.find((category) => hasPhrase(rest, fold(category.name))) ??
    pool.find((category) =>
      fold(category.name)
        .split(' ')
        .some((part) => part.length >= 4 && words.some((word) => word.length >= 4 && stem(word) === stem(part))),
    );
  if (byName) return byName;
  const hit = findCategoryWords(rest, kind)[0];
  return hit ? categoryByName(categories, hit.category, kind) : undefined;
}

export async function answerQuestion(deps: Deps, context: UserContext, text: string): Promise<string> {
  // «buenas tardes, ¿me podría decir cuánto…»: the greeting and the request name nothing asked.
  const folded = withoutCourtesy(fold(text));
  const about = aboutOf(folded);
  const mention =
    findAccounts(folded, context.accounts).find((candidate) => candidate.score >= 2) ??
    findAccounts(folded, context.accounts).find(
      (candidate, _, all) => all.filter((other) => other.score === 1).length === 1,
    );
  const account = mention?.account;
  // «¿cuánto llevo en la visa?»: what a card has run up, said with no period or category, is what
  // it owes; «¿cuánto llevo en los ahorros?»: what another account holds.
  const period = periodOf(folded, context.today, context.monthStartDay);
  const owed =
    about === 'spending' &&
    account !== undefined &&
    period.label === 'Este mes' &&
    /\bllev(?:o|amos)\b/.test(folded) &&
    !/\b(?:gast|compr|consum)\w*|\bmes\b/.test(folded);
  if (about === 'balance' || owed) {
    const list = await listAccounts(deps, context.session, false);
    if (!account)
      return [
        'Tus saldos:',
        ...list.map((row) => `• ${row.name}: ${money(row.balance, row.currency, context.locale)}`),
        ...hiddenNote(context),
      ].join('\n');
    const row = list.find((candidate) => candidate.id === account.id)!;
    if (row.type === 'credit_card' && row.balance < 0)
      return `En ${row.name} debes ${money(-row.balance, row.currency, context.locale)}.`;
    return `En ${row.name} tienes ${money(row.balance, row.currency, context.locale)}.`;
  }
  // «la primera quincena», «esta quincena»: a period, not the pay called «quincena».
  const asked = (mention ? `${folded.slice(0, mention.start)} ${folded.slice(mention.end)}` : folded).replace(
    /\b(?:(?:la|esta) )?(?:primera|1ra|1a|segunda|2da|2a|esta|ultima) quincena\b|\b(?:la )?quincena (?:pasada|anterior)\b/g,
    ' ',
  );
  const rest = asked
    .replace(QUESTION_WORDS, ' ')
    .replace(ASKED_VERBS, ' ')
    .replace(/\b(?:desde|hasta|entre|al|hoy|ahora|fecha|\d+)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const kind = about === 'income' ? 'income' : 'expense';
  // «¿cuánto vendí por yape?»: what was sold is filed under Ventas when nothing else is named.
  // «comida afuera»: a phrase of the question that holds a group's word names its category, even
  // when the question's small words («afuera») are left out of `rest`.
  const phrase = phraseCategory(asked, kind, context.categories);
  const grouped = phrase && rest.split(' ').some((word) => GROUP_WORDS[word]);
  const category =
    (grouped ? phrase : undefined) ??
    (rest ? categoryOf(rest, kind, context.categories) : undefined) ??
    phrase ??
    (kind === 'income' && /\bvend(?:i|imos|ido|iste)\b/.test(folded)
      ? categoryByName(context.categories, 'Ventas', 'income')
      : undefined);
  const totals = await transactionTotals(deps, context.session, {
    from: period.from,
    to: period.to,
    ...(account ? { account_ids: [account.id] } : {}),
    ...(category ? { category_ids: [category.id] } : {}),
  });
  const currency = account?.currency ?? context.accounts[0]?.currency ?? 'USD';
  const rows = totals.by_currency.length ? totals.by_currency : [{ currency, income: 0, expense: 0, net: 0 }];
  const figures = rows
    .map((row) => money(about === 'income' ? row.income : -row.expense, row.currency, context.locale))
    .join(' y ');
  const format = (date: string) =>
    new Intl.DateTimeFormat(context.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const range = period.from === period.to ? format(period.from) : `${format(period.from)} – ${format(period.to)}`;
  const subject = [category ? `en ${category.name}` : '', account ? `con ${account.name}` : '']
    .filter(Boolean)
    .join(' ');
  const verb = about === 'income' ? 'te entraron' : 'gastaste';
  const answer = `${period.label} (${range}) ${verb} ${figures}${subject ? ` ${subject}` : ''}.`;
  return category && about === 'spending' && period.label === 'Este mes' && !account
    ? `${answer}${await budgetNote(deps, context, category.id)}`
    : answer;
}

/** « Te quedan $ 260.000 de tu presupuesto.» when the category or group has one this month. */
async function budgetNote(deps: Deps, context: UserContext, categoryId: string): Promise<string> {
  const { label } = periodContaining(context.today, context.monthStartDay);
  const budget = await getBudget(deps, context.session, label);
  const group = budget.groups.find((candidate) => candidate.group_id === categoryId);
  const line =
    group ??
    budget.groups
      .flatMap((candidate) => candidate.categories)
      .find((candidate) => candidate.category_id === categoryId);
  if (!line || line.budgeted <= 0 || !budget.currency) return '';
  return line.available >= 0
    ? ` Te quedan ${money(line.available, budget.currency, context.locale)} de tu presupuesto.`
    : ` Te pasaste ${money(-line.available, budget.currency, context.locale)} de tu presupuesto.`;
}
