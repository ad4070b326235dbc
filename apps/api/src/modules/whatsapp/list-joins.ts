/**
 * How a list's last part is joined to the rest (decision 031). «taxi 8 y cena 30 con la master»
 * closes the list with «y» (or «e», «+», «más», a line break), so what follows the last amount may
 * be said of all; «peluquería 15, regalo 40 con la visa» sets parts side by side with commas, and
 * each says only its own.
 */
export function joinedLast(text: string, lastPiece: string): boolean {
  const at = text.lastIndexOf(lastPiece);
  if (at < 0) return true;
  const before = text.slice(0, at);
  return /(?:\s(?:y|e|m[aá]s)\s+(?:y\s+)?|\s\+\s*|\n\s*|[;·•]\s*|\.\s*|:\s*)$/u.test(before);
}
