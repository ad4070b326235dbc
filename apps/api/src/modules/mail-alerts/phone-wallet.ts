import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';

/**
 * Wallets whose account number is the owner's phone (Nequi, DaviPlata, Yape, Plin, Bizum): the user
 * sets its last four digits on the account. A mail that sends money to a phone ending in them
 * («Enviaste $50.000 a 3105550199», «a 987 654 321», «al celular 310***0199») sent it to that wallet:
 * money between the user's accounts, never spending. Money received from that phone came from it.
 * A phone in a place that says neither way («Celular registrado …») is asked about; a long number
 * with no such word before it is a reference, not a phone.
 */

type Account = UserContext['accounts'][number];

// A phone as alerts print it: whole («3105550199», «+57 310 555 0199», «987-654-321») or masked («310***0199»).
const PHONE = /(?<![\d*][ -]?)\+?(?:\d[ -]?){6,12}\d(?![\d*]|[ -]\d)|(?<!\d)\d{3}\s*\*{2,}\s*\d{4}(?!\d)/g;
// The words a phone follows: who it went to, or who it came from (with «celular», «número» between).
const LEAD =
  /\b(a|al|para|hacia|destino|destinatario|de|desde|del|origen|remitente)\s*:?\s*(?:(?:tu|su|el|la|mi)\s+)?(?:(?:celular|cel|numero|telefono|movil|nro|n|no|nequi|daviplata|yape|plin|bizum|billetera|cuenta)\.?\s*:?\s*)*$/;
const PHONE_WORD = /\b(?:celular|cel|telefono|movil|numero|llave|whatsapp)\b[^\d\n]{0,20}$/;
const TARGET_WORDS = new Set(['a', 'al', 'para', 'hacia', 'destino', 'destinatario']);

type PhoneEnd = { account: Account; end: 'target' | 'source' | null };

/** The user's wallets the mail names by a phone, with the side of the money each is on. */
function phoneEnds(body: string, context: UserContext): PhoneEnd[] {
  const folded = foldAccents(body).toLowerCase();
  const found: PhoneEnd[] = [];
  for (const match of folded.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '');
    // A phone has nine digits or more (masked ones show seven); a year or an amount has fewer.
    if (digits.length < (match[0].includes('*') ? 7 : 9) || digits.length > 13) continue;
    const account = context.accounts.find(
      (candidate) => candidate.type === 'other' && candidate.digits?.includes(digits.slice(-4)),
    );
    if (!account) continue;
    const before = folded.slice(Math.max(0, match.index - 40), match.index);
    const lead = LEAD.exec(before);
    // A long number with no word of money's way nor of a phone before it is a reference, not a phone.
    if (!lead && !PHONE_WORD.test(before)) continue;
    found.push({ account, end: lead ? (TARGET_WORDS.has(lead[1]!) ? 'target' : 'source') : null });
  }
  return found;
}

/**
 * The transfer a spending or income becomes when the other end is one of the user's wallets named
 * by its phone; 'ask' when such a phone is there but which way the money went is not clear;
 * undefined when the mail names no such phone.
 */
export function phoneWalletTransfer(capture: Capture, body: string, context: UserContext): Capture | 'ask' | undefined {
  if (capture.kind === 'transfer') return undefined;
  const ends = phoneEnds(body, context).filter((item) => item.account.id !== capture.account.id);
  if (ends.length === 0) return undefined;
  const [first] = ends;
  const wallet = first!.account;
  if (ends.some((item) => item.account.id !== wallet.id) || wallet.currency !== capture.account.currency) return 'ask';
  const want = capture.kind === 'expense' ? 'target' : 'source';
  if (!ends.every((item) => item.end === want)) return 'ask';
  const [from, to] = capture.kind === 'expense' ? [capture.account, wallet] : [wallet, capture.account];
  return { ...capture, kind: 'transfer', account: from, toAccount: to, categoryId: null, payee: '' };
}
