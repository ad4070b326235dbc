import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';

/*
 * Money a person sent the user, read when nothing else filed it: what the sender wrote says why
 * («pedido de jabones» is something sold; «entradas del partido» is their part of tickets paid for
 * them), and with no word at all it is «Otros ingresos», not left without a category. A company's
 * money is left alone: its name does not say whether it paid a salary, a bill or a sale.
 */

const fold = (value: string) => foldAccents(value).toLowerCase().replace(/\s+/g, ' ').trim();

// Company forms and words a business's name carries; a person's name has none of them.
const COMPANY =
  /\b(?:s\.?a\.?s?|s\.?l\.?u?|s\.?a\.?c|s\.?r\.?l|s\.?p\.?a|spa|sas|sac|srl|eirl|ltda|limitada|sc|cv|cia|y asoc\w*|inversiones|comercial|servicios|distribuidora|constructora|grupo|estudio|consultora|consultores|consultoria|industrias|soc|sociedad|corporacion|corporativo|empresa|tienda|banco|seguros|gobierno|secretaria|universidad|colegio|instituto|fundacion|asociacion|cooperativa|municipalidad|ayuntamiento|hacienda|aeat|sat|afip|sunat|dian)\b/;

/** Whether a payee is a person's name: two to five words of letters («Ana Paz», «MIGUEL A. CASTRO»). */
export function isPersonName(payee: string): boolean {
  const name = fold(payee);
  if (!name || COMPANY.test(name) || /\d/.test(name)) return false;
  const words = name.split(' ');
  return words.length >= 2 && words.length <= 5 && words.every((word) => /^\p{L}+\.?$/u.test(word));
}

// An order the user filled («pedido de jabones», «encargo de tortas»): something they sold.
const SOLD = /\b(?:pedido|encargo)\b/;
// Tickets bought for several people and paid back by one of them («entradas del partido»). A meal or
// a trip alone («pizza del viernes») is only the sender's note: it may as well be a sale or a present.
const SHARED = /\b(?:entradas|boletos|tickets)\b/;

/** The category of a person's money that nothing else filed; undefined to leave it open. */
export function personIncomeCategory(
  payee: string,
  concept: string | undefined,
  body: string,
  context: UserContext,
): string | undefined {
  if (!isPersonName(payee)) return undefined;
  // «te envió dinero por: regalo», «te pagó por "Silla"»: a reason the labels did not take is still one.
  // («Este correo es informativo, no respondas a este mensaje» says none: a label needs its colon.)
  const reason = /\b(?:por\s*['"«‘“]|(?:por|motivo|concepto|mensaje|detalle|glosa|descripcion)\s*:)/;
  const said = concept ? fold(concept) : reason.test(fold(body)) ? '?' : '';
  const key = !said
    ? 'income.other'
    : SOLD.test(said)
      ? 'income.sales'
      : SHARED.test(said)
        ? 'income.refunds'
        : undefined;
  return key ? context.categories.find((item) => item.kind === 'income' && item.key === key)?.id : undefined;
}

/**
 * The other end's account or phone written after a name: «*4521», «***-***-456», «- CVU 0000…»,
 * «(CBU ...0017)», «3104567788». Masked digits, or a run of six or more: a shop's branch number
 * («OXXO 1024») stays, as the rest of the reader wants it.
 */
const ACCOUNT_WORD = String.raw`(?:(?:cvu|cbu|clabe|cta\.?|cuenta|celular|cel\.?|tel\.?|nro\.?|alias)\s*[:.]*\s*)?`;
export const ACCOUNT_TAIL = new RegExp(
  String.raw`\s*[-,(]?\s*(?:` +
    [
      // «*4521», «***-***-456», «(CBU ...0017)»: masked.
      String.raw`${ACCOUNT_WORD}(?:[*·•x.]+[\s-]*)+(?:[*·•x.\d]+[\s-]*)*\d+`,
      // «- - -456»: the same with its stars already taken out.
      String.raw`(?:-\s*){2,}\d+`,
      // «3104567788», «- CVU 0000003100012345678901»: whole.
      String.raw`${ACCOUNT_WORD}\d[\d\s-]{5,}\d`,
      // «, cuenta terminación 9981».
      String.raw`(?:cuenta|cta\.?|tarjeta)?\s*(?:terminaci[oó]n|terminada en|acabada en)\s*\d+`,
    ].join('|') +
    String.raw`)\)?\s*$`,
  'i',
);
