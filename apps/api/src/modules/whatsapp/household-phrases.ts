import type { ShareExpenseInput } from '@cuentas/shared/schemas/households';
import { HttpError } from '../../lib/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { balances, membersOf, shareExpense } from '../households/service.ts';
import type { UserContext } from './context.ts';
import { splitMovements } from './multi.ts';
import { money } from './replies.ts';
import { foldAccents } from '@cuentas/shared/text';

/**
 * What a member writes about the household (decision 050), read before the capture parser:
 * «a medias con Ana» / «mitad y mitad con Luis» (split equally between the sender and them),
 * «lo pagó Luis» and «entre todos» (the category's default split), and «¿cuánto le debo a Ana?» /
 * «¿cuánto me debe Luis?» (answered from the same balances as the settle-up screen), and
 * «70/30 con Ana» / «60-40 con Luis» (fixed shares: the first number is the sender's, decision 054).
 * Only in a ledger with more than one member; elsewhere the words are left to the parser as they
 * always were.
 */

type Member = Awaited<ReturnType<typeof membersOf>>[number];
// The shapes of handle-message.ts's answer and writer, restated here so the two files do not import each other.
type Handled = { reply: string; transactionId?: string | null };
type Writer = <T extends Handled>(work: (deps: Deps) => Promise<T>) => Promise<T>;

// One word: «a medias con Ana en efectivo» names Ana; a member is found by their first name.
const NAME = String.raw`([a-z]+)`;
// «70/30 con Ana», «60-40 con Luis», «70% / 30% con Ana»: the sender's share first, then theirs.
const SHARES = new RegExp(String.raw`\b(\d{1,3}) ?%? ?[/-] ?(\d{1,3}) ?%? con ${NAME}\b`);
const HALVES = new RegExp(String.raw`\b(?:a medias|mitad y mitad|por mitades|mitad|dividido|partido) con ${NAME}\b`);
const PAID_BY = new RegExp(String.raw`\b(?:lo|la|los|las) pago ${NAME}\b`);
const EVERYONE = /\b(?:entre todos|entre todas|compartido|gasto del hogar)\b/;
const I_OWE = new RegExp(String.raw`\bcuanto le debo (?:a )?${NAME}`);
const OWES_ME = new RegExp(String.raw`\bcuanto me debe ${NAME}`);

type Phrase =
  | { kind: 'question'; other: string; direction: 'i_owe' | 'owes_me' }
  | {
      kind: 'share';
      halvesWith?: string;
      /** With `halvesWith`: the sender's weight and the other member's («70/30»). */
      weights?: [number, number];
      paidBy?: string;
      everyone: boolean;
      spans: [number, number][];
    };

/** Which household phrase the message (without accents, in lower case) holds, if any. */
export function readHouseholdPhrase(folded: string): Phrase | undefined {
  const owe = I_OWE.exec(folded);
  if (owe) return { kind: 'question', other: owe[1]!, direction: 'i_owe' };
  const owed = OWES_ME.exec(folded);
  if (owed) return { kind: 'question', other: owed[1]!, direction: 'owes_me' };
  const shares = SHARES.exec(folded);
  const weights = shares ? ([Number(shares[1]), Number(shares[2])] as [number, number]) : undefined;
  // «0/0 con Ana» splits nothing: not a phrase of ours.
  const sharesOk = shares !== null && weights![0] + weights![1] > 0;
  const halves = sharesOk ? null : HALVES.exec(folded);
  const paid = PAID_BY.exec(folded);
  const everyone = EVERYONE.test(folded);
  if (!sharesOk && !halves && !paid && !everyone) return undefined;
  return {
    kind: 'share',
    halvesWith: sharesOk ? shares[3] : halves?.[1],
    ...(sharesOk ? { weights } : {}),
    paidBy: paid?.[1],
    everyone,
    spans: [sharesOk ? shares : null, halves, paid, EVERYONE.exec(folded)]
      .filter((match) => match !== null)
      .map((match) => [match.index, match.index + match[0].length]),
  };
}

/** The message without the phrase's words, cut from the text as written (its case and accents kept). */
function withoutSpans(text: string, plain: string, spans: [number, number][]): string {
  const source = text.length === plain.length ? text : plain;
  let rest = source;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0]))
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  return rest.replace(/\s+/g, ' ').trim();
}

/** The member a name means: their first name, without accents and in any case. */
function findMember(members: readonly Member[], name: string): Member | undefined {
  return members.find((member) => foldAccents(member.name).split(/\s+/)[0] === name);
}

const firstName = (member: Member) => member.name.split(' ')[0] ?? member.name;

function unknownName(name: string, members: readonly Member[], me: string): string {
  const others = members.filter((member) => member.id !== me).map(firstName);
  return `No encontré a «${name}» en tu hogar, así que no anoté nada. Escribe el nombre como aparece en el hogar: ${others.join(', ')}.`;
}

export type HouseholdTurn =
  Handled | { text: string; wrap: (write: Writer) => Writer; finish: (handled: Handled) => Handled };

/** A household phrase's answer, or how to capture and split the movement; undefined: not ours. */
export async function householdTurn(
  deps: Deps,
  context: UserContext,
  text: string,
): Promise<HouseholdTurn | undefined> {
  const me = context.session.actorId ?? context.session.userId;
  const plain = foldAccents(text.normalize('NFC'));
  const phrase = readHouseholdPhrase(plain);
  if (!phrase) return undefined;
  const ledgerId = context.session.userId;
  const members = await membersOf(deps, ledgerId);
  if (members.length < 2) return undefined;
  if (phrase.kind === 'question') {
    const other = findMember(members, phrase.other);
    if (!other || other.id === me) return { reply: unknownName(phrase.other, members, me) };
    return { reply: await owedAnswer(deps, context, me, other, phrase.direction) };
  }
  if (splitMovements(text, context.accounts))
    return { reply: 'Para repartir un gasto, mándalo solo en un mensaje: así sé cuál se comparte.' };
  const partner = phrase.halvesWith ? findMember(members, phrase.halvesWith) : undefined;
  if (phrase.halvesWith && (!partner || partner.id === me))
    return { reply: unknownName(phrase.halvesWith, members, me) };
  const payer = phrase.paidBy ? findMember(members, phrase.paidBy) : undefined;
  if (phrase.paidBy && !payer) return { reply: unknownName(phrase.paidBy, members, me) };
  const split: ShareExpenseInput =
    partner && phrase.weights
      ? {
          paid_by: payer?.id ?? me,
          method: 'shares',
          values: [
            { member_id: me, value: phrase.weights[0] },
            { member_id: partner.id, value: phrase.weights[1] },
          ],
        }
      : partner
        ? { paid_by: payer?.id ?? me, method: 'equal', members: [me, partner.id] }
        : { paid_by: payer?.id ?? me };
  let said = '';
  const cleaned = withoutSpans(text.normalize('NFC'), plain, phrase.spans);
  return {
    text: cleaned,
    wrap:
      (write: Writer): Writer =>
      (work) =>
        write(async (writing) => {
          const handled = await work(writing);
          if (handled.transactionId) said = await shareCaptured(writing, context, me, handled.transactionId, split);
          return handled;
        }),
    finish: (handled) => ({ ...handled, reply: said ? `${handled.reply} ${said}` : handled.reply }),
  };
}

/** Splits the movement just captured and says, in one sentence, what it means for the sender. */
async function shareCaptured(
  deps: Deps,
  context: UserContext,
  me: string,
  transactionId: string,
  split: ShareExpenseInput,
): Promise<string> {
  try {
    const shared = await shareExpense(deps, me, context.session.userId, transactionId, split);
    const members = await membersOf(deps, context.session.userId);
    const name = (id: string) => {
      const member = members.find((candidate) => candidate.id === id);
      return member ? firstName(member) : 'alguien';
    };
    const amount = (value: number) => money(value, shared.currency, context.locale);
    const others = shared.shares.filter((share) => share.member_id !== shared.paid_by);
    if (split.method === 'shares') return sharesSaid(shared, split, me, name, amount);
    if (shared.paid_by === me) {
      if (others.length === 0) return 'Lo pagaste tú y te toca entero: nadie te debe nada.';
      const owes = others.map((share) => `${name(share.member_id)} te debe ${amount(share.amount)}`);
      const how = split.members?.length === 2 ? `A medias con ${name(others[0]!.member_id)}` : 'Repartido';
      return `${how}: ${owes.join(', ')}.`;
    }
    const mine = shared.shares.find((share) => share.member_id === me)?.amount ?? 0;
    return mine > 0
      ? `Lo pagó ${name(shared.paid_by)}: tu parte es ${amount(mine)} y se la debes.`
      : `Lo pagó ${name(shared.paid_by)}; a ti no te toca nada de este gasto.`;
  } catch (err) {
    // What cannot be split (a transfer, an income) stays saved as it was, and the reply says so.
    if (err instanceof HttpError) return `No lo repartí: ${err.errors[0]?.message ?? 'no se pudo'}.`;
    throw err;
  }
}

/**
 * What a split by fixed shares saved, exactly: each part with its share and amount, and who owes
 * whom for it. «Repartido 70/30 con Ana: tu parte $ 70.000 (70 %), la de Ana $ 30.000 (30 %). Ana
 * te debe $ 30.000.»
 */
function sharesSaid(
  shared: { paid_by: string; shares: { member_id: string; amount: number }[] },
  split: ShareExpenseInput,
  me: string,
  name: (id: string) => string,
  amount: (value: number) => string,
): string {
  const [mine, theirs] = split.values!;
  const total = mine!.value + theirs!.value;
  const percent = (value: number) => `${Math.round((value / total) * 1000) / 10} %`.replace('.', ',');
  const partOf = (id: string) => shared.shares.find((share) => share.member_id === id)?.amount ?? 0;
  const other = name(theirs!.member_id);
  const parts =
    `tu parte ${amount(partOf(me))} (${percent(mine!.value)}), ` +
    `la de ${other} ${amount(partOf(theirs!.member_id))} (${percent(theirs!.value)})`;
  const debt =
    shared.paid_by === me
      ? partOf(theirs!.member_id) > 0
        ? `${other} te debe ${amount(partOf(theirs!.member_id))}.`
        : `${other} no te debe nada.`
      : shared.paid_by === theirs!.member_id
        ? partOf(me) > 0
          ? `Le debes a ${other} ${amount(partOf(me))}.`
          : `No le debes nada a ${other}.`
        : `Lo pagó ${name(shared.paid_by)}.`;
  return `Repartido ${mine!.value}/${theirs!.value} con ${other}: ${parts}. ${debt}`;
}

/** «¿cuánto le debo a Ana?»: the debts between the two from the settle-up screen's balances. */
async function owedAnswer(
  deps: Deps,
  context: UserContext,
  me: string,
  other: Member,
  direction: 'i_owe' | 'owes_me',
): Promise<string> {
  const current = await balances(deps, me, context.session.userId);
  const lines: string[] = [];
  for (const currency of current.currencies) {
    for (const debt of currency.debts) {
      const amount = money(debt.amount, currency.currency, context.locale);
      if (debt.from_member === me && debt.to_member === other.id)
        lines.push(`Le debes a ${firstName(other)} ${amount}.`);
      if (debt.from_member === other.id && debt.to_member === me) lines.push(`${firstName(other)} te debe ${amount}.`);
    }
  }
  if (lines.length > 0) return `${lines.join(' ')} Para saldar, entra a Configuración › Hogar.`;
  return direction === 'i_owe'
    ? `No le debes nada a ${firstName(other)}: están a mano.`
    : `${firstName(other)} no te debe nada: están a mano.`;
}
