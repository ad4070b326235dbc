import { withoutSceneWords } from './list-stories.ts';
import type { Capture } from './parse-message.ts';

// A list whose closing account may be the last part's only (list-last-account.ts): read both ways;
// when the parts would land in other accounts, nothing is saved and the person is asked.

type Unsure = { other: string[]; account: string; pieces: string[] };

/** «hoy uber 5.600» → «uber 5.600»: how a part is named back to the person. */
const named = (piece: string) =>
  withoutSceneWords(piece.trim())
    .replace(/^(?:(?:y|e|hoy|ayer|anoche)\b[\s,:]*)+/iu, '')
    .trim();

/** The account as the person said it, «con la santander», read from the last part's end. */
function spoken(unsure: Unsure): string {
  const last = unsure.pieces.at(-1) ?? '';
  const by = unsure.account.split(' ')[0]!;
  const at = last.toLowerCase().lastIndexOf(`${by} `);
  const said = at < 0 ? '' : last.slice(at).trim();
  return said && !/\d/.test(said) && said.split(/\s+/).length <= 5 ? said : unsure.account;
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} y ${names.at(-1)!}`;

/**
 * The reply that asks (given the list read the other way), or undefined when both readings put every part in the same account (an
 * «en efectivo» closing a list whose other parts are paid in cash anyway).
 */
export function accountUnplaced(
  unsure: Unsure,
  captures: Capture[],
  otherCaptures: (Capture | undefined)[],
): string | undefined {
  const differ = captures
    .map((capture, index) => ({ capture, index, alt: otherCaptures[index] }))
    .filter(({ capture, alt }) => !alt || alt.account.id !== capture.account.id);
  if (differ.length === 0 && otherCaptures.length === captures.length) return undefined;
  const last = captures.at(-1)!.account.id;
  const unplaced = differ.filter(({ index }) => index < captures.length - 1);
  const names = (unplaced.length > 0 ? unplaced : differ).map(({ index }) => `«${named(unsure.pieces[index] ?? '')}»`);
  const first = unplaced[0] ?? differ[0]!;
  const elsewhere = [first.capture, first.alt].find((capture) => capture && capture.account.id !== last)?.account;
  const way = elsewhere
    ? elsewhere.type === 'cash'
      ? 'en efectivo'
      : `con ${elsewhere.name}`
    : 'con la cuenta que fue';
  const example = `${named(unsure.pieces[first.index] ?? '')} ${way}`;
  const account = spoken(unsure);
  return (
    `No sé con qué cuenta pagaste ${listed(names)}: «${account}» puede ser de todo o solo del último. ` +
    `Para no anotarlo mal, no anoté nada. Escríbemelo de nuevo con «todo ${account}» al final, ` +
    `o con la cuenta de cada uno, por ejemplo «${example}».`
  );
}
