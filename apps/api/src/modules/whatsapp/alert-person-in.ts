import { fold } from './text.ts';

/**
 * Money a person sent, as alerts tell it: who sent it and what it is filed as when nothing else
 * says what it was for. Wallets write the sender with capitals only at each word's start
 * («Mercado Pago: Recibiste $850 de Andrea Salinas.», «Revolut: Has recibido 200,00 € de Lucía
 * Martín», «Te transfirieron $15.000 - Martina Gonzalez»), which the reader of names in capitals
 * (alert-merchant.ts) leaves out.
 */
const SENDER =
  /\b(?:[Rr]ecibiste|[Hh]as recibido|[Tt]e transfirieron|[Tt]e llegaron)\b(?:[^.\n·]|\.\d){0,40}?\d\s*(?:€|EUR)?\s+(?:de|[-–—])\s+(\p{Lu}[\p{Ll}.]+(?:\s(?:de\s(?:la\s)?)?\p{Lu}[\p{Ll}.]*){1,3})(?=\s+(?:en|a|el|por|desde)\b|\s*[.,;·!—–|-]|\s*$)/u;

export function senderOf(text: string): string {
  // The sentence's full stop is not the name's («de Rodrigo Núñez.»); an initial keeps its dot («Rosa M.»).
  return (SENDER.exec(text)?.[1]?.trim() ?? '').replace(/(\p{L}{2,})\.$/u, '$1');
}

// Words that make a sender a company, a fund or an office, whose money may be pay, a sale or a
// benefit: left to the writer to say (writers disagree on what a company's transfer is).
const COMPANY = new Set(
  (
    'sa sas sl slu srl spa sac ltda eirl sc cv inc llc cia hnos inversiones constructora servicios empresa ' +
    'comercial comercializadora distribuidora industrias tecnologias soluciones consultora consultoria ' +
    'corporacion grupo talleres alquileres subsidio ministerio banco seguros despacho sociedad fondo ' +
    'gobierno municipalidad tesoreria afp anses imss sat hacienda agencia instituto universidad colegio ' +
    'asociacion fundacion cooperativa club tienda almacen farmacia restaurante hotel mercado pago pagos ' +
    'nomina haberes sueldo salario remuneraciones'
  ).split(' '),
);

/**
 * A person's name: two to five words of letters (an initial with its dot counts), none a
 * company's or an office's mark, no digits («CARLOS G.», «Rosa M. Huamán», «GOMEZ MARIANA»).
 */
export function isPersonName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  if (!words.every((word) => /^\p{L}+\.?$/u.test(word) || /^(?:de|del|la|las|los|y)$/i.test(word))) return false;
  return !words.some((word) => COMPANY.has(fold(word).replace(/\./g, '')));
}

/**
 * «💳 -18,99 € · Spotify», «Pago con tarjeta: -17,35 €»: the amount written with a minus sign is
 * money that left the account, as banks' apps show it, even when no word says so.
 */
export function writtenNegative(folded: string, amount: { start: number }): boolean {
  // From two characters before the amount's match («: -€18», « -18,99 €») to its first digit.
  const around = ` ${folded.slice(Math.max(0, amount.start - 2), amount.start + 5)}`;
  // The sign touches the figure or its currency: « - 9,49 €» is a dash between words.
  return /[\s:(](?:-\d|-(?:[$€]|s\/\.?)\s?\d|(?:[$€]|s\/\.?)\s?-\d)/.test(around);
}
