/**
 * How a list's last part is joined to the rest (decision 031). «taxi 8 y cena 30 con la master»
 * closes the list with «y» (or «e», «+», «más», a line break), so what follows the last amount may
 * be said of all; «peluquería 15, regalo 40 con la visa» sets parts side by side with commas, and
 * each says only its own.
 */
export function joinedLast(text: string, lastPiece: string): boolean {
  let at = text.lastIndexOf(lastPiece);
  // A part told in several pieces (list-pieces.ts) is found by how it begins.
  if (at < 0) at = text.lastIndexOf(lastPiece.split(/\s+/).slice(0, 3).join(' '));
  if (at < 0) return true;
  const before = text.slice(0, at);
  return /(?:\s(?:y|e|m[aá]s)\s+(?:y\s+)?|\s\+\s*|\n\s*|[;·•]\s*|\.\s*|:\s*)$/u.test(before);
}
