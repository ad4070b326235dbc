import type { HiddenAccounts } from '@cuentas/shared/schemas/accounts';

const accountsWord = (count: number) => (count === 1 ? 'cuenta privada' : 'cuentas privadas');

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/**
 * What the figures leave out, in words (decision 049): «No incluye 1 cuenta privada de Ana
 * Gómez». Null when nothing is hidden.
 */
export function hiddenAccountsSentence(hidden: HiddenAccounts | undefined): string | null {
  if (!hidden || hidden.count === 0) return null;
  const owners = joinNames(hidden.owners.map((owner) => owner.name));
  return `No incluye ${hidden.count} ${accountsWord(hidden.count)}${owners ? ` de ${owners}` : ''}`;
}

/** The short form beside a total: «+1 cuenta privada». */
export function hiddenAccountsBadge(hidden: HiddenAccounts | undefined): string | null {
  if (!hidden || hidden.count === 0) return null;
  return `+${hidden.count} ${accountsWord(hidden.count)}`;
}
