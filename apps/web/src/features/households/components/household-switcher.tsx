import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useLoadOnUse } from '../../../components/ui/load-on-use.ts';
import { getActiveLedger, setActiveLedger, subscribeActiveLedger } from '../../../lib/active-ledger.ts';
import { useHouseholds } from '../api/get-households.ts';
import { takePendingInvitation } from '../pending-invitation.ts';
import { HouseholdButton } from './household-button.tsx';

const loadMenu = () => import('./household-menu.tsx');

export function useActiveLedger(): string | null {
  return useSyncExternalStore(subscribeActiveLedger, getActiveLedger, () => null);
}

/**
 * The header's household menu (decision 044): which ledger is open, the others the person
 * belongs to, and the way to invite someone. Switching clears every cached figure (the session
 * sync) and opens the home screen of the other ledger. Only its button is drawn with the shell:
 * the menu's code loads when the user reaches for it (load-on-use.ts, decision 059).
 */
export function HouseholdSwitcher() {
  const navigate = useNavigate();
  const { data: households } = useHouseholds();
  const active = useActiveLedger();
  const { module, start, triggerProps } = useLoadOnUse(loadMenu);

  // An invitation opened before signing in opens again now.
  useEffect(() => {
    const token = takePendingInvitation();
    if (token) void navigate(`/hogar/invitacion/${token}`);
  }, [navigate]);

  // A ledger the person no longer belongs to (removed, or left in another tab) closes itself.
  useEffect(() => {
    if (households && active && !households.some((household) => household.id === active)) setActiveLedger(null);
  }, [households, active]);

  if (!households || households.length === 0) return null;
  const current = households.find((household) => household.id === active) ?? households[0]!;

  function open(ledgerId: string, own: boolean) {
    if (ledgerId === current.id) return;
    setActiveLedger(own ? null : ledgerId);
    void navigate('/');
  }

  if (module) return <module.HouseholdMenu households={households} current={current} onOpen={open} start={start} />;
  return <HouseholdButton current={current} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
}
