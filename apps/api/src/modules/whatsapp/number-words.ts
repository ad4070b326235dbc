/** Spanish numbers in words ("dos millones", "quinientos mil", "una luca"), read from folded text. */

/** Each number said in one word (folded), from «un» to the hundreds. */
export const UNITS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
  media: 0.5,
  medio: 0.5,
};
const SCALES: Record<string, number> = {
  mil: 1_000,
  luca: 1_000,
  lucas: 1_000,
  millon: 1_000_000,
  millones: 1_000_000,
  palo: 1_000_000,
  palos: 1_000_000,
  quina: 500,
  quinas: 500,
  gamba: 100,
  gambas: 100,
};

/** `scaleWord`: the last scale word as written («lucas»), which a country may read differently. */
export type SpokenNumber = { start: number; end: number; value: number; big: boolean; scaleWord?: string };

/**
 * Runs of number words. "y" joins tens and units ("treinta y cinco"); a scale word closes a group
 * ("dos millones quinientos mil"). "mil" or "luca" alone is one thousand.
 */
export function numberWords(folded: string): SpokenNumber[] {
  const out: SpokenNumber[] = [];
  const tokens = [...folded.matchAll(/[a-zñ]+/g)];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]![0];
    // «pa la once», «tomamos once»: Chile's afternoon meal, not eleven.
    const meal =
      first === 'once' &&
      /\b(?:la|las|de|tomar|tomamos|tome|tomando|para la|pa la|pal)\s+$/.test(folded.slice(0, tokens[i]!.index));
    if ((!(first in UNITS) && !(first in SCALES)) || meal) {
      i += 1;
      continue;
    }
    let total = 0;
    let group = 0;
    let big = false;
    let scaleWord: string | undefined;
    let millions = false;
    let j = i;
    let last = i;
    while (j < tokens.length) {
      const word = tokens[j]![0];
      if (word in UNITS) {
        group += UNITS[word]!;
        last = j;
      } else if (word in SCALES) {
        const scale = SCALES[word]!;
        big = true;
        scaleWord = word;
        if (scale === 1_000_000) {
          millions = true;
          total = (total + (group || 1)) * scale;
        } else {
          total += (group || 1) * scale;
        }
        group = 0;
        last = j;
      } else if (word === 'y' && j + 1 < tokens.length && tokens[j + 1]![0] in UNITS && group >= 20) {
        // "treinta y cinco"
      } else break;
      j += 1;
    }
    // «un palo doscientos», «dos millones quinientos»: the hundreds after millions are thousands.
    const value =
      total +
      (millions && total % 1_000_000 === 0 && group > 0 && group < 1_000 && scaleWord !== 'mil'
        ? group * 1_000
        : group);
    // "un", "una" alone are articles, not amounts.
    if (
      value >= 1 &&
      Number.isInteger(value) &&
      !(last === i && (first === 'un' || first === 'una' || first === 'uno'))
    ) {
      out.push({ start: tokens[i]!.index, end: tokens[last]!.index + tokens[last]![0].length, value, big, scaleWord });
    }
    i = last + 1;
  }
  return out;
}
