import { foldAccents } from '@cuentas/shared/text';

/**
 * Own transfers on import (decision 032): which imported movements are money moving between two of
 * the user's own accounts. Deterministic and offline: the amount, the dates, the bank's text, the
 * user's account names and last digits, and the user's own name.
 *
 * - A pair (an opposite movement of the same amount in another account, the incoming leg 0–4 days
 *   after the outgoing one) with something that says "transfer" and nothing competing is linked.
 * - A pair with only the amount and the date, or with competitors of equal weight, is proposed.
 * - A movement whose text names another of the user's accounts (or the user), with no pair, is
 *   proposed as a one-leg transfer to that account.
 * - Text that names somebody else, a salary, a refund, a fee or a phone top-up weighs against.
 */

export type OwnAccount = { id: string; name: string; type: string; lastDigits: string[] };
export type Movement = { id: string; accountId: string; date: string; amount: number; text: string };
export type PairLink = { outgoing: string; incoming: string };
export type Proposal = { transactionId: string; counterpartId: string | null; accountId: string; reason: string };
export type MatchResult = { links: PairLink[]; proposals: Proposal[] };

export const MAX_LEG_DAYS = 4;
const LINK_SCORE = 2;
const PROPOSE_SCORE = 1;

const STOP_WORDS = new Set(
  'cuenta cuentas banco de del la las el los y en a tarjeta credito debito visa master mastercard amex caja ahorro ahorros corriente vista mi mis principal pesos dolares euros soles colombia mexico argentina chile peru espana s.a sa sas ltd'.split(
    ' ',
  ),
);
const TRANSFER_WORDS =
  /\b(transf\w*|traspaso\w*|trf|spei|ach|interbanc\w*|recarga desde|recarga de saldo|top.?up|payment from|abono (?:ach|sucursal|de cuenta|transf\w*)|pago (?:suc virt )?(?:de )?(?:tc|tarjeta|tdc)|pago tarjeta|pago recibido|pago de tarjeta|liquidacion tarjeta|pago pse|envio a bolsillo|bolsillo|plazo fijo|deposito a plazo|dpf|fondo|inversion|aporte|ahorro|movimiento entre cuentas|entre cuentas|cuentas? propias?|ctas? propias?|a favor de|cvu|cci|clabe)\b/;
const CASH_OUT = /\b(retiro|cajero|atm|giro|extraccion|disposicion|saque|saco|cajavecina)\b/;
const CASH_IN =
  /\b(deposito|ingreso|consignacion|deposite)\b.*\befectivo\b|\befectivo\b.*\b(deposito|ingreso|consignacion)\b|\bdeposito en (?:agente|oxxo|ventanilla)\b/;
const NOT_TRANSFER =
  /\b(nomina|haberes|sueldo|salario|payroll|devolucion|reembolso|refund|reintegro|reverso|contracargo|comision|cobro|fee|iva|interes(?:es)?|rendimiento|recarga (?:telcel|movistar|claro|tigo|entel|bitel|personal)|arriendo|alquiler|renta|expensas|cuota|compra|pago en(?! pesos| dolares| soles| euros)|bizum)\b/;
/** Phrases after which banks write the other party's name. */
const PARTY =
  /(?:\b(?:transf\w*(?:\s+(?:a terceros|enviada|recibida|inmediata|interbancaria|emitida|realizada))*|traspaso|envio|enviaste|yape|plin|bizum|pago|spei enviado|spei recibido|abono|deposito|recibiste \w+)\s+(?:a favor de|de|a|para|desde|ord)|^de)\s+(.+)$/;
/** Card brands as statements write them. */
const CARD_BRANDS = new Map([
  ['visa', 'visa'],
  ['master', 'master'],
  ['mastercard', 'master'],
  ['amex', 'amex'],
]);
/** A number written as an account's: after a mask or a word that says so. */
const ACCOUNT_NUMBER =
  /(?:\*+|\.{2,}|\bcta|\bcuenta|\bcvu|\bcci|\bclabe|\btarjeta|\btc|\bnequi|\bdaviplata|\bcelular|\bcel|\bterminacion|\bfinal)\s*[.*]*\s*(\d{4,})\b|\b(3\d{9})\b/g;

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[^a-z0-9*.\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const words = (text: string) =>
  fold(text)
    .split(/[\s.*]+/)
    .filter(Boolean);

/** The distinctive words of an account's name: no generic words, at least two characters. */
export function accountWords(account: OwnAccount): string[] {
  return words(account.name).filter((word) => word.length >= 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/** The user's name, folded, without particles. */
export function holderWords(holder: string): string[] {
  return words(holder).filter((word) => word.length >= 2 && !['de', 'del', 'la', 'los', 'las', 'y'].includes(word));
}

/** The text carries the user's own name: all of it, or three of its words when it is longer. */
export function namesHolder(text: string, holder: string[]): boolean {
  if (holder.length === 0) return false;
  const present = new Set(words(text));
  const found = holder.filter((word) => present.has(word)).length;
  return found >= Math.min(3, holder.length) && (found >= 2 || holder.length === 1);
}

/** Some of the user's surnames without the whole name: a relative, not the user. */
function namesRelative(text: string, holder: string[]): boolean {
  if (holder.length < 2 || namesHolder(text, holder)) return false;
  const present = new Set(words(text));
  return holder.slice(1).some((word) => present.has(word));
}

/**
 * How the text names the account: by its last digits, by its distinctive name words, by its name
 * but with another account number (somebody else's account at the same bank), or not at all.
 */
export function accountMention(
  text: string,
  account: OwnAccount,
  from?: OwnAccount,
): 'digits' | 'name' | 'other_number' | null {
  const folded = fold(text);
  const runs = folded.match(/\d{4,}/g) ?? [];
  if (account.lastDigits.some((digits) => runs.some((run) => run.endsWith(digits)))) return 'digits';
  const present = new Set(words(text));
  const own = new Set(from ? accountWords(from) : []);
  const distinctive = accountWords(account).filter((word) => !own.has(word));
  // A card named by its brand in a card payment («PAGO TC MASTER», «PAGO TARJETA VISA»).
  const brand = account.type === 'credit_card' ? words(account.name).find((word) => CARD_BRANDS.has(word)) : undefined;
  const byBrand =
    brand !== undefined &&
    /\b(tc|tdc|tarjetas?|card)\b/.test(folded) &&
    [...present].some((word) => CARD_BRANDS.get(word) === CARD_BRANDS.get(brand));
  if (!byBrand && (distinctive.length === 0 || !distinctive.every((word) => present.has(word)))) return null;
  const numbers = [...folded.matchAll(ACCOUNT_NUMBER)].map((match) => match[1] ?? match[2]!);
  return account.lastDigits.length > 0 && numbers.length > 0 ? 'other_number' : 'name';
}

/** The account the text names through its distinctive name words or its last digits. */
export function namesAccount(text: string, account: OwnAccount, from?: OwnAccount): boolean {
  const mention = accountMention(text, account, from);
  return mention === 'digits' || mention === 'name';
}

/** The words after "transferencia a", "envío a", "Yape a"…: someone else, unless it is the user or an own account. */
function namesThirdParty(text: string, holder: string[], accounts: OwnAccount[]): boolean {
  const party = fold(text).match(PARTY)?.[1];
  if (!party) return false;
  const letters = words(party).filter((word) => /^[a-z]{3,}$/.test(word) && !STOP_WORDS.has(word));
  if (letters.length < 2) return false;
  if (namesHolder(party, holder)) return false;
  if (accounts.some((account) => namesAccount(party, account))) return false;
  // Two or more plain words after the phrase: a person's or a company's name.
  return !TRANSFER_WORDS.test(party);
}

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

type Edge = { outgoing: Movement; incoming: Movement; score: number; reasons: string[] };

/** How much a pair of opposite movements looks like one own transfer; below 1 it is not one. */
export function scorePair(
  outgoing: Movement,
  incoming: Movement,
  accounts: Map<string, OwnAccount>,
  holder: string[],
): { score: number; reasons: string[] } {
  const from = accounts.get(outgoing.accountId)!;
  const to = accounts.get(incoming.accountId)!;
  const all = [...accounts.values()];
  const reasons: string[] = [];
  let score = 1;
  const texts = [outgoing.text, incoming.text];
  if (namesAccount(outgoing.text, to, from) || namesAccount(incoming.text, from, to)) {
    score += 3;
    reasons.push('names_account');
  }
  if (texts.some((text) => namesHolder(text, holder))) {
    score += 3;
    reasons.push('names_you');
  }
  const folded = texts.map(fold);
  if (folded.some((text) => TRANSFER_WORDS.test(text))) {
    score += 1;
    reasons.push('transfer_words');
  }
  if (
    (to.type === 'credit_card' || from.type === 'credit_card') &&
    folded.some((text) => /\bpago\b|\bpayment\b|\babono\b/.test(text))
  ) {
    score += 1;
    reasons.push('card_payment');
  }
  if (
    (to.type === 'cash' && CASH_OUT.test(folded[0]!)) ||
    (from.type === 'cash' && CASH_IN.test(folded[1]!)) ||
    ((to.type === 'cash' || from.type === 'cash') && folded.some((text) => CASH_OUT.test(text) || CASH_IN.test(text)))
  ) {
    score += 2;
    reasons.push('cash');
  }
  // Each leg is weighed on its own text: a leg that names somebody else, or reads as a salary, a
  // refund or a fee, counts against the pair unless that same text names the user or the account.
  const legs: [Movement, OwnAccount][] = [
    [outgoing, to],
    [incoming, from],
  ];
  for (const [leg, other] of legs) {
    const ownEvidence = namesHolder(leg.text, holder) || namesAccount(leg.text, other, accounts.get(leg.accountId));
    if (ownEvidence) continue;
    if (
      accountMention(leg.text, other, accounts.get(leg.accountId)) === 'other_number' ||
      namesThirdParty(leg.text, holder, all) ||
      namesRelative(leg.text, holder)
    ) {
      score -= 5;
      reasons.push('someone_else');
    } else if (NOT_TRANSFER.test(fold(leg.text))) {
      score -= 5;
      reasons.push('not_transfer_words');
    }
  }
  // Nearer in time weighs a little: never more than a word of evidence.
  score += (MAX_LEG_DAYS - (dayNumber(incoming.date) - dayNumber(outgoing.date))) * 0.05;
  return { score, reasons };
}

/**
 * Matches the imported movements against each other and against the movements already in the
 * user's other accounts (`existing`, not transfers yet). Each movement ends in at most one link
 * or one proposal.
 */
export function matchOwnTransfers(input: {
  imported: Movement[];
  existing: Movement[];
  accounts: OwnAccount[];
  holder: string;
}): MatchResult {
  const accounts = new Map(input.accounts.map((account) => [account.id, account]));
  const holder = holderWords(input.holder);
  const importedIds = new Set(input.imported.map((movement) => movement.id));
  const pool = [...input.imported, ...input.existing.filter((movement) => !importedIds.has(movement.id))].filter(
    (movement) => accounts.has(movement.accountId),
  );
  const byAmount = new Map<number, Movement[]>();
  for (const movement of pool)
    if (movement.amount > 0) byAmount.set(movement.amount, [...(byAmount.get(movement.amount) ?? []), movement]);

  const edges: Edge[] = [];
  for (const outgoing of pool) {
    if (outgoing.amount >= 0) continue;
    for (const incoming of byAmount.get(-outgoing.amount) ?? []) {
      if (incoming.accountId === outgoing.accountId) continue;
      if (!importedIds.has(outgoing.id) && !importedIds.has(incoming.id)) continue;
      const gap = dayNumber(incoming.date) - dayNumber(outgoing.date);
      if (gap < 0 || gap > MAX_LEG_DAYS) continue;
      const { score, reasons } = scorePair(outgoing, incoming, accounts, holder);
      if (score >= PROPOSE_SCORE) edges.push({ outgoing, incoming, score, reasons });
    }
  }
  edges.sort((a, b) => b.score - a.score || a.outgoing.date.localeCompare(b.outgoing.date));
  const edgesOf = new Map<string, Edge[]>();
  for (const edge of edges)
    for (const end of [edge.outgoing.id, edge.incoming.id]) edgesOf.set(end, [...(edgesOf.get(end) ?? []), edge]);

  const used = new Set<string>();
  const links: PairLink[] = [];
  const proposals: Proposal[] = [];
  for (const edge of edges) {
    if (used.has(edge.outgoing.id) || used.has(edge.incoming.id)) continue;
    // A competitor: another still-open edge on either end within a word of evidence of this one.
    // A rival whose other end has a clearly better pair of its own does not compete.
    const open = (other: Edge) => !used.has(other.outgoing.id) && !used.has(other.incoming.id);
    const bestOf = (id: string) =>
      Math.max(
        ...edgesOf
          .get(id)!
          .filter((other) => open(other))
          .map((other) => other.score),
      );
    const rivals = [...edgesOf.get(edge.outgoing.id)!, ...edgesOf.get(edge.incoming.id)!].filter((other) => {
      if (other === edge || !open(other) || edge.score - other.score >= 1) return false;
      const far =
        other.outgoing.id === edge.outgoing.id || other.incoming.id === edge.incoming.id
          ? other.outgoing.id === edge.outgoing.id
            ? other.incoming.id
            : other.outgoing.id
          : null;
      return far === null || bestOf(far) <= other.score;
    });
    used.add(edge.outgoing.id);
    used.add(edge.incoming.id);
    if (edge.score >= LINK_SCORE && rivals.length === 0) {
      links.push({ outgoing: edge.outgoing.id, incoming: edge.incoming.id });
    } else {
      // Proposed on the imported leg: the user confirms or rejects it.
      const [mine, other] = importedIds.has(edge.incoming.id)
        ? [edge.incoming, edge.outgoing]
        : [edge.outgoing, edge.incoming];
      proposals.push({
        transactionId: mine.id,
        counterpartId: other.id,
        accountId: other.accountId,
        reason: rivals.length ? 'several_candidates' : edge.reasons.join(',') || 'amount_and_date',
      });
    }
  }

  // One leg: the text names another own account (or the user) and no pair was found.
  const cash = input.accounts.filter((account) => account.type === 'cash');
  for (const movement of input.imported) {
    if (used.has(movement.id)) continue;
    const from = accounts.get(movement.accountId);
    if (!from) continue;
    const folded = fold(movement.text);
    const named = input.accounts.filter(
      (account) => account.id !== movement.accountId && namesAccount(movement.text, account, from),
    );
    const strongOther =
      named.length === 1 &&
      (TRANSFER_WORDS.test(folded) ||
        namesHolder(movement.text, holder) ||
        /\b(pago|payment|recarga|abono)\b/.test(folded));
    if (strongOther && !NOT_TRANSFER.test(folded.replace(/\bpago\b/, ''))) {
      proposals.push({
        transactionId: movement.id,
        counterpartId: null,
        accountId: named[0]!.id,
        reason: 'names_account',
      });
      continue;
    }
    if (
      from.type !== 'cash' &&
      cash.length === 1 &&
      ((movement.amount < 0 && CASH_OUT.test(folded)) || (movement.amount > 0 && CASH_IN.test(folded)))
    ) {
      proposals.push({ transactionId: movement.id, counterpartId: null, accountId: cash[0]!.id, reason: 'cash' });
    }
  }
  return { links, proposals };
}
