/** Who belongs to a ledger and the messages that say so (decision 044), shared by the files of the module. */
import type { HouseholdRole } from '@cuentas/shared/schemas/households';
import { and, eq } from 'drizzle-orm';
import { householdMembers } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';

export const householdMessages = {
  notFound: 'Este hogar no existe o ya no formas parte de él',
  ownersOnly: 'Solo quien administra el hogar puede hacer esto',
  founderStays: 'Quien creó el hogar siempre lo administra: su rol no cambia y no se le puede quitar',
  founderCannotLeave: 'Este es tu propio hogar: puedes quitar a los demás, pero no salir de él',
  left: 'Saliste del hogar',
  lastOwner:
    'Eres la última persona que administra este hogar: entrégale la administración a otra antes de salir o de dejar de administrarlo',
  founderHandsOver:
    'Quien creó el hogar siempre lo administra, porque las cuentas son suyas: puedes hacer administradora a otra persona, pero tu rol no cambia',
  handOverToSomeoneElse: 'Elige a otra persona del hogar',
  handedOver: (name: string) => `${name} administra ahora el hogar; tú sigues como miembro`,
  removed: 'Quitamos a esa persona del hogar',
  othersRemain:
    'Tu hogar tiene otros miembros. Quítalos en Configuración › Hogar antes de eliminar tu cuenta: sus movimientos viven en tu hogar.',
} as const;

/** The person's role in a ledger, or the 404 of a ledger they do not belong to (section 4.4). */
export async function roleIn(deps: Deps, ledgerId: string, personId: string): Promise<HouseholdRole> {
  const [row] = await deps.db
    .select({ role: householdMembers.role })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, personId)));
  if (!row) throw notFound(householdMessages.notFound);
  return row.role;
}
