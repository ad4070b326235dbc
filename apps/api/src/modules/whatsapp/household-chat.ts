import type { HouseholdRole } from '@cuentas/shared/schemas/households';
import { and, eq } from 'drizzle-orm';
import { householdMembers, whatsappSettings } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';

export type ChatLedger = {
  /** The ledger the chat reads and writes (decision 050): the person's own, or a household's. */
  ledgerId: string;
  role: HouseholdRole;
  captureEnabled: boolean;
  defaultAccountId: string | null;
};

/**
 * Where a person's WhatsApp writes: the household they chose in the WhatsApp settings while they
 * still write there (a member or an owner), else their own ledger. Read with the membership on
 * every message, so a person removed from a household or made read-only falls back to their own
 * at once, never writing where they may not.
 */
export async function chatLedgerOf(deps: Deps, personId: string): Promise<ChatLedger> {
  const [row] = await deps.db
    .select({
      ledgerId: whatsappSettings.ledgerId,
      captureEnabled: whatsappSettings.captureEnabled,
      defaultAccountId: whatsappSettings.defaultAccountId,
      role: householdMembers.role,
    })
    .from(whatsappSettings)
    .leftJoin(
      householdMembers,
      and(eq(householdMembers.ledgerId, whatsappSettings.ledgerId), eq(householdMembers.memberId, personId)),
    )
    .where(eq(whatsappSettings.userId, personId));
  const captureEnabled = row?.captureEnabled ?? true;
  if (row?.ledgerId && row.role && row.role !== 'viewer')
    return { ledgerId: row.ledgerId, role: row.role, captureEnabled, defaultAccountId: row.defaultAccountId };
  // Back in their own ledger, a default account chosen for the household's does not apply.
  const ownDefault = row?.ledgerId ? null : (row?.defaultAccountId ?? null);
  return { ledgerId: personId, role: 'owner', captureEnabled, defaultAccountId: ownDefault };
}
