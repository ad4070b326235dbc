import { formatMoney } from '@cuentas/shared/money';
import type { Deps } from '../../lib/deps.ts';
import { createNotification } from '../notifications/service.ts';

/**
 * Notices of a household go to the member they concern (decision 050), not to the ledger's
 * founder: whoever a split makes owe is told their part, whoever is paid back is told so. The
 * person who did it is never told what they just did themselves.
 */
type Person = { id: string; name: string };

export async function noticeSettlement(
  deps: Deps,
  event: { ledgerId: string; actorId: string; from: Person; to: Person; amount: number; currency: string },
): Promise<void> {
  if (event.to.id === event.actorId) return;
  await createNotification(
    deps.db,
    event.to.id,
    {
      kind: 'household',
      title: 'Te pagaron en el hogar',
      body: `${event.from.name} te pagó ${formatMoney(event.amount, event.currency)} para saldar cuentas.`,
      link: '/configuration',
    },
    deps.now(),
  );
}

export async function noticeShare(
  deps: Deps,
  event: {
    actorId: string;
    payer: Person;
    payee: string;
    currency: string;
    shares: ReadonlyMap<string, number>;
  },
): Promise<void> {
  const what = event.payee ? `«${event.payee}»` : 'un gasto';
  for (const [memberId, amount] of event.shares) {
    if (memberId === event.payer.id || memberId === event.actorId || amount === 0) continue;
    await createNotification(
      deps.db,
      memberId,
      {
        kind: 'household',
        title: 'Un gasto compartido contigo',
        body: `${event.payer.name} pagó ${what}: tu parte es ${formatMoney(amount, event.currency)}.`,
        link: '/configuration',
      },
      deps.now(),
    );
  }
}
