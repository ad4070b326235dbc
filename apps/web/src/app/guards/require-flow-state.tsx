import { Navigate, Outlet, useLocation } from 'react-router';
import { readFlowState, type FlowState } from '../../lib/flow-state.ts';
import { readPendingCode } from '../../lib/pending-code.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';

/**
 * The sign-up steps after the email (/register/validate-email, /onboarding/register) need the flow
 * state {otp_id, email} handed on by the previous step, or kept for a reload or a new tab
 * (lib/pending-code.ts). Without it a signed-in user continues
 * onboarding and anyone else goes to /login (docs/architecture.md §8.2).
 */
export function RequireFlowState() {
  const location = useLocation();
  const token = useAuthToken();
  if (readFlowState(location.state)) return <Outlet />;
  // A reload or a new tab: the flow waiting for its code continues (lib/pending-code.ts), at the
  // code step until the code was confirmed.
  const pending = readPendingCode('email');
  if (pending) {
    const state: FlowState = { otp_id: pending.otp_id, email: pending.target };
    const to = pending.confirmed ? location.pathname : '/register/validate-email';
    return <Navigate to={to} state={state} replace />;
  }
  return <Navigate to={token ? '/onboarding' : '/login'} replace />;
}
