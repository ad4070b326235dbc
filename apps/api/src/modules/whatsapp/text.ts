import { foldAccents } from '@cuentas/shared/text';

/**
 * Text as people type it on a phone: accents or not, capitals or not, emoji, "¿?¡!". Every
 * matcher of the parser works on this form, so "Gasté", "gaste" and "GASTE" are the same word.
 */
export function fold(text: string): string {
  return (
    foldAccents(text)
      // Emoji and other pictographs carry no amount, date or category we read.
      .replace(/\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu, ' ')
      .replace(/[¿?¡!"“”«»()*_~]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of folded text (letters and digits only). */
export function words(folded: string): string[] {
  return folded.split(/[^a-z0-9ñ]+/).filter(Boolean);
}

/**
 * A light Spanish stem, enough to make plurals and diminutives meet their word: "almuerzos",
 * "almuercito" → "almuerz"; "farmacias" → "farmac". Not a full Snowball stemmer: the dictionary
 * words are stemmed the same way, so both sides meet.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5) w = w.replace(/(cit|cill|it|ill)(o|a|os|as)$/, '');
  if (w.length > 4) w = w.replace(/(es|s)$/, '');
  if (w.length > 4) w = w.replace(/[aeo]$/, '');
  // "almuerc-" (almuercito) and "almuerz-" meet; "luc-"/"luz" likewise.
  return w.replace(/c$/, 'z');
}

/** True when `phrase` (folded) occurs in `folded` on word boundaries. */
export function hasPhrase(folded: string, phrase: string): boolean {
  const at = folded.indexOf(phrase);
  if (at < 0) return false;
  const before = at === 0 ? ' ' : folded[at - 1]!;
  const after = folded[at + phrase.length] ?? ' ';
  return !/[a-z0-9ñ]/.test(before) && !/[a-z0-9ñ]/.test(after) ? true : hasPhrase(folded.slice(at + 1), phrase);
}
