import { type Field, fold, type ReceiptLine } from './extract-text.ts';

/** The kind of a tax id names its country: NIF/CIF Spain, RFC Mexico, NIT Colombia, RUT Chile, RUC Peru, CUIT Argentina. */
export type TaxIdKind = 'NIF' | 'RFC' | 'NIT' | 'RUT' | 'RUC' | 'CUIT';
export type TaxId = { kind: TaxIdKind; value: string };

export const COUNTRY_OF_TAX_ID: Record<TaxIdKind, string> = {
  NIF: 'ES',
  RFC: 'MX',
  NIT: 'CO',
  RUT: 'CL',
  RUC: 'PE',
  CUIT: 'AR',
};

const digitsOf = (text: string) => [...text].map(Number);
const weighted = (digits: number[], weights: number[]) =>
  digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0);

/** Spanish NIF (8 digits + letter), NIE (X/Y/Z + 7 digits + letter) and company CIF (letter + 7 digits + control). */
export function validSpanishId(id: string): boolean {
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
  if (/^\d{8}[A-Z]$/.test(id)) return letters[Number(id.slice(0, 8)) % 23] === id[8];
  if (/^[XYZ]\d{7}[A-Z]$/.test(id)) return letters[Number(`${'XYZ'.indexOf(id[0]!)}${id.slice(1, 8)}`) % 23] === id[8];
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!cif) return false;
  const digits = digitsOf(cif[2]!);
  let sum = 0;
  digits.forEach((digit, index) => {
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  });
  const control = (10 - (sum % 10)) % 10;
  return cif[3] === String(control) || cif[3] === 'JABCDEFGHI'[control];
}

/** Colombian NIT: its check digit by DIAN's prime weights, read from the right. */
export function nitCheckDigit(body: string): number {
  const primes = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const sum = weighted(digitsOf(body).reverse(), primes) % 11;
  return sum > 1 ? 11 - sum : sum;
}

/** Chilean RUT: modulo 11 with weights 2–7 from the right; 10 is K, 11 is 0. */
export function rutCheckDigit(body: string): string {
  const sum = digitsOf(body)
    .reverse()
    .reduce((total, digit, index) => total + digit * (2 + (index % 6)), 0);
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? 'K' : String(check);
}

/** Argentine CUIT and Peruvian RUC share the weights 5432765432 and modulo 11, not their last step. */
const mod11 = (body: string) => 11 - (weighted(digitsOf(body), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
export function validCuit(id: string): boolean {
  if (!/^(20|23|24|27|30|33|34)\d{9}$/.test(id)) return false;
  const check = mod11(id.slice(0, 10));
  return check !== 10 && (check === 11 ? 0 : check) === Number(id[10]);
}
export function validRuc(id: string): boolean {
  if (!/^(10|15|17|20)\d{9}$/.test(id)) return false;
  const check = mod11(id.slice(0, 10));
  return (check === 10 ? 0 : check === 11 ? 1 : check) === Number(id[10]);
}

/** Mexican RFC: 3 letters (a company) or 4 (a person), a valid yymmdd date and a 3-character homoclave. */
export function validRfc(id: string): boolean {
  const match = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{2}[0-9A])$/.exec(id);
  if (!match) return false;
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

type Candidate = TaxId & { labelled: boolean; line: number };

/** Tax ids on one line, each checked against its check digit (an id that fails it is not proposed). */
function idsIn(text: string, line: number): Candidate[] {
  const folded = fold(text).replace(/\bO(?=\d)/g, '0');
  const found: Candidate[] = [];
  const label = (kind: string) => new RegExp(`\\b${kind}\\b`).test(folded);
  // OCR reads a company's leading «B» as «8»: the check digit decides which it was.
  for (const match of folded.matchAll(/\b([A-Z8]?)[-\s.]?(\d{7,8})[-\s.]?([A-Z0-9])\b/g)) {
    const plain = `${match[1]}${match[2]}${match[3]}`;
    const id = validSpanishId(plain) ? plain : plain.replace(/^8(?=\d{7}[0-9A-J]$)/, 'B');
    if (validSpanishId(id))
      found.push({ kind: 'NIF', value: id, labelled: label('(?:NIF|CIF|N\\.I\\.F|C\\.I\\.F|DNI|NIE)'), line });
  }
  // The letters of an RFC are letters: a «0» among them was an «O».
  for (const match of folded.matchAll(/\b([A-Z&Ñ0]{3,4})[-\s]?(\d{6})[-\s]?([A-Z0-9]{3})\b/g)) {
    const id = `${match[1]!.replace(/0/g, 'O')}${match[2]}${match[3]}`;
    if (validRfc(id) && (label('R\\.?F\\.?C') || /\d/.test(match[3]!)))
      found.push({ kind: 'RFC', value: id, labelled: label('R\\.?F\\.?C'), line });
  }
  for (const match of folded.matchAll(/\b(\d{1,3}(?:\.\d{3}){2,3}|\d{8,10})\s?-\s?(\d)\b/g)) {
    const body = match[1]!.replace(/\./g, '');
    if (label('NIT') || !label('RUT')) {
      if (body.length >= 8 && body.length <= 10 && nitCheckDigit(body) === Number(match[2]))
        found.push({ kind: 'NIT', value: `${body}-${match[2]}`, labelled: label('NIT'), line });
    }
  }
  for (const match of folded.matchAll(/\b(\d{1,2}\.?\d{3}\.?\d{3})\s?-\s?([\dK])\b/g)) {
    const body = match[1]!.replace(/\./g, '');
    if (!label('NIT') && rutCheckDigit(body) === match[2])
      found.push({ kind: 'RUT', value: `${body}-${match[2]}`, labelled: label('R\\.?U\\.?T'), line });
  }
  for (const match of folded.matchAll(/\b(\d{2})-?(\d{8})-?(\d)\b/g)) {
    const id = `${match[1]}${match[2]}${match[3]}`;
    if (label('R\\.?U\\.?C')) {
      if (validRuc(id)) found.push({ kind: 'RUC', value: id, labelled: true, line });
    } else if (validCuit(id)) found.push({ kind: 'CUIT', value: id, labelled: label('C\\.?U\\.?I\\.?T'), line });
    else if (validRuc(id)) found.push({ kind: 'RUC', value: id, labelled: false, line });
  }
  return found;
}

/**
 * The shop's tax id: a labelled one first (NIF, RFC, NIT…), else the first valid one, from the top
 * (an invoice prints the seller before the customer). Only ids whose check digit holds are read.
 */
export function readTaxId(lines: ReceiptLine[]): Field<TaxId> {
  const candidates = lines.flatMap((line, index) => idsIn(line.text, index));
  const chosen = candidates.find((candidate) => candidate.labelled) ?? candidates[0];
  if (!chosen) return { value: null, confidence: 0 };
  const line = lines[chosen.line]!;
  const confidence = (chosen.labelled ? 0.95 : 0.75) * (line.confidence < 60 ? 0.8 : 1);
  return { value: { kind: chosen.kind, value: chosen.value }, confidence: Math.round(confidence * 100) / 100 };
}
