import * as householdsApi from '@cuentas/shared/contract/households';
import type { Household } from '@cuentas/shared/schemas/households';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getActiveLedger, subscribeActiveLedger } from '../lib/active-ledger.ts';
import { request } from '../lib/api-request.ts';
import { useAuthToken } from '../lib/use-auth-token.ts';

/** The same key and call as the households screen's: one cached list serves both. */
const householdsKey = ['households'] as const;

export type ActiveHousehold = {
  household: Household | undefined;
  /** The signed-in person's id: the id of their own ledger (decision 044). */
  meId: string | undefined;
  /** A read-only member sees every screen without a button that would change something. */
  canWrite: boolean;
  /** More than one person: owners, the «Persona» filter and who entered a movement are worth showing. */
  shared: boolean;
};

/** The household whose ledger is open, what the person may do in it and who is in it. */
export function useActiveHousehold(): ActiveHousehold {
  const token = useAuthToken();
  const active = useSyncExternalStore(subscribeActiveLedger, getActiveLedger, () => null);
  const { data } = useQuery({
    queryKey: householdsKey,
    queryFn: () => request(householdsApi.list),
    enabled: token !== null,
  });
  const own = data?.find((household) => household.is_own);
  const household = data?.find((household) => household.id === active) ?? own;
  return {
    household,
    meId: own?.id,
    // Until the list arrives, buttons stay: the API refuses a viewer's writes anyway (403).
    canWrite: household?.role !== 'viewer',
    shared: (household?.members.length ?? 0) > 1,
  };
}

/** A member's name by id, for who entered a movement; «Alguien» once they left the household. */
export function memberName(household: Household | undefined, id: string | null | undefined): string | null {
  if (!id) return null;
  return household?.members.find((member) => member.id === id)?.name ?? null;
}

/** Up to two initials of a name: «Luis Soto» → «LS». */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
