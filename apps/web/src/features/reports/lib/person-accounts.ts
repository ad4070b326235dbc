import type { Account } from '@cuentas/shared/schemas/accounts';

type Member = { id: string; name: string };
export type PersonOption = { value: string; label: string; accountIds: string[] };

/**
 * «Persona» in the reports of a household (decision 049): a member's accounts, or the shared
 * ones, as the account filter the reports already take; so every report keeps reading its
 * per-account rollups. Only people who own an account are offered.
 */
export function personOptions(accounts: readonly Account[], members: readonly Member[]): PersonOption[] {
  const options: PersonOption[] = [];
  for (const member of members) {
    const ids = accounts.filter((account) => account.owner_id === member.id).map((account) => account.id);
    if (ids.length) options.push({ value: member.id, label: `Cuentas de ${member.name}`, accountIds: ids });
  }
  const shared = accounts.filter((account) => !account.owner_id).map((account) => account.id);
  if (shared.length && options.length) options.push({ value: 'shared', label: 'Compartidas', accountIds: shared });
  return options;
}

/** The option whose accounts are exactly the ones chosen, or '' (everyone, or a hand-picked set). */
export function chosenPerson(options: readonly PersonOption[], chosen: readonly string[]): string {
  const set = new Set(chosen);
  const match = options.find(
    (option) => option.accountIds.length === set.size && option.accountIds.every((id) => set.has(id)),
  );
  return match?.value ?? '';
}
