import { lazy, Suspense, useEffect, useState } from 'react';
import { onPlanRequired } from '../../../lib/plan-required.ts';

// The dialog (and the plan's feature list) is shown to few sessions: its code is downloaded the
// first time the plan refuses something, not with the signed-in shell (decision 059).
const UpgradePromptDialog = lazy(() =>
  import('./upgrade-prompt-dialog.tsx').then((module) => ({ default: module.UpgradePromptDialog })),
);

/**
 * Mounted once in the signed-in layout: when the API answers that the plan does not include
 * something (403 with X-Plan-Required), this offers Premium instead of showing a failure.
 */
export function UpgradePrompt() {
  const [message, setMessage] = useState<string | null>(null);
  // Mounted from the first prompt on, so closing it keeps its closing animation.
  const [mounted, setMounted] = useState(false);
  useEffect(
    () =>
      onPlanRequired((next) => {
        setMounted(true);
        setMessage(next);
      }),
    [],
  );

  return mounted ? (
    <Suspense fallback={null}>
      <UpgradePromptDialog message={message} onClose={() => setMessage(null)} />
    </Suspense>
  ) : null;
}
