/**
 * What a bank charges for itself (decision 031, 035): a card's yearly fee, an account's upkeep, a
 * membership, interest on a card. Filed under «Intereses y comisiones» with the bank as the payee,
 * whether pasted in the chat («Banorte: Cargo por comision anual $650.00») or forwarded by mail.
 */

/**
 * A bank's own charge: «cargo por anualidad», «comisión de mantenimiento», «cuota de manejo», «Se cobró
 * S/ 9.00 por mantenimiento de cuenta».
 */
export const BANK_FEE =
  /\b(?:(?:cargo|cobro) (?:por|de) (?:la )?anualidad|anualidad de (?:tu|su) tarjeta|comision(?:es)? (?:mensual|anual|semestral|trimestral|(?:(?:de|por) (?:la )?)?(?:mantenimiento|mantencion|manejo|administracion|apertura|sobregiro|retiro|disposicion|uso de cajero|tarjeta|servicio|anualidad|membresia|cuenta|envio))|cuota de (?:manejo|mantenimiento|administracion)|por (?:el |la )?(?:mantenimiento|mantencion|manejo|administracion) de (?:tu |su |la )?(?:cuenta|tarjeta)|te hemos cobrado una comision|se (?:aplico|cobro|realizo) (?:el|un|una) (?:cargo|cobro|comision) (?:por|de) (?:anualidad|comision|mantenimiento|manejo))\b/;

// A card's membership or yearly fee named alone («por membresia anual», «cuota anual»): the bank's
// own only when the alert names no shop, as a shop's «membresía anual» is a subscription.
const MEMBERSHIP = /\b(?:membresia|cuota) (?:anual|mensual)\b|\banualidad\b/;

// Interest a card or a loan was charged, not what an account earned.
const INTEREST_CHARGED =
  /\b(?:(?:cargo|cobro) (?:de|por) intereses|intereses (?:ordinarios|moratorios|de financiamiento|cobrados)|se (?:cargo|aplico un cargo)[^.\n]{0,40}\bpor intereses)\b/;

/** A fee or the interest the bank charged, named as such. */
export const chargesItself = (folded: string) => BANK_FEE.test(folded) || INTEREST_CHARGED.test(folded);

/** The alert is the bank charging for itself; `named` says whether a shop or person was read. */
export function isBankFee(folded: string, named: boolean): boolean {
  if (/\b(?:compra|compraste|consumo|bizum|enviaste|transferiste|recibiste|devolucion|reembolso)\b/.test(folded))
    return false;
  return BANK_FEE.test(folded) || INTEREST_CHARGED.test(folded) || (!named && MEMBERSHIP.test(folded));
}

// Words of a card or account product that are not the bank's name («Interbank Visa», «Visa Bancolombia»).
const PRODUCT =
  /\b(?:visa|mastercard|master|amex|tarjeta|credito|debito|cuenta|ahorros?|corriente|nomina|clasica|oro|platinum|signature|infinite|black)\b/gi;

/**
 * The bank that charged, as the alert's heading names it («Banorte:», «CMR Falabella:»), else the
 * account's name without its product words.
 */
export function feePayee(text: string, accountName: string): string {
  const heading = /^\s*([A-Z][\p{L}\d ]{1,24}?):\s/u.exec(text)?.[1]?.trim();
  if (heading && !/^(?:tarjeta|cuenta|alerta|aviso|notificacion)\b/i.test(heading)) return heading;
  return accountName.replace(PRODUCT, ' ').replace(/\s+/g, ' ').trim() || accountName;
}

type Part = { start: number; end: number; integer: string; fraction: string; currency?: string | undefined };

/**
 * «$312.45 por intereses ordinarios y $49.99 de IVA», «S/ 42.18 por intereses y S/ 10.00 por
 * comisión»: one charge told in parts. The total is what left the account; saving one part would be
 * wrong in silence. `undefined` when the alert is not such a list; 'unclear' when its parts cannot
 * all be told apart as pieces of the charge (then it is asked).
 */
export function feeTotal(folded: string, amounts: Part[]): Part | 'unclear' | undefined {
  if (amounts.length < 2) return undefined;
  if (!(BANK_FEE.test(folded) || INTEREST_CHARGED.test(folded) || /\bintereses\b/.test(folded))) return undefined;
  // A total the bank states is the movement, whatever its parts.
  if (
    amounts.some((amount) => /\btotal\b[^\d]{0,20}$/.test(folded.slice(Math.max(0, amount.start - 30), amount.start)))
  )
    return undefined;
  const labelled = amounts.every((amount) =>
    /^\s*(?:(?:mxn|ars|pen|clp|cop|eur)\s+)?(?:por|de|en concepto de)\s+(?:la |el |los )?(?:intereses|comision|iva|i\.v\.a\.?|impuesto|seguro|gastos|cargo)/.test(
      folded.slice(amount.end, amount.end + 60),
    ),
  );
  if (!labelled) return 'unclear';
  const currencies = new Set(amounts.map((amount) => amount.currency ?? ''));
  if (currencies.size > 1) return 'unclear';
  const cents = amounts.reduce((sum, amount) => sum + Number(amount.integer) * 100 + centsOf(amount.fraction), 0);
  return {
    start: amounts[0]!.start,
    end: amounts[0]!.end,
    integer: String(Math.floor(cents / 100)),
    fraction:
      cents % 100 === 0 && amounts.every((amount) => !amount.fraction) ? '' : String(cents % 100).padStart(2, '0'),
    currency: amounts[0]!.currency,
  };
}

const centsOf = (fraction: string) => (fraction ? Number(fraction.padEnd(2, '0').slice(0, 2)) : 0);

/**
 * The movement's own amount is called a fee: «Cargo por $850 comisión giro cajero otro banco»,
 * «comisión por transferencia $3,50 cargada», «$1.200 por comisión de cajero». Read at the amount
 * only, so a transfer that mentions its (nil) fee further on is still the transfer.
 */
export function feeAtAmount(folded: string, amount: { start: number; end: number }): boolean {
  const after = folded.slice(amount.end, amount.end + 40);
  const before = folded.slice(Math.max(0, amount.start - 40), amount.start);
  return (
    /^\s*(?:(?:mxn|ars|pen|clp|cop|eur|usd)\b\s*)?(?:de |por |en concepto de )?(?:la |una )?comision(?:es)?\b/.test(
      after,
    ) || /\bcomision(?:es)?(?: (?:de|por) (?:la |el |un |una )?[a-z]+(?: [a-z]+)?)?:?\s*(?:de |por )?$/.test(before)
  );
}
