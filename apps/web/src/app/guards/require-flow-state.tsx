import { Navigate, Outlet, useLocation } from 'react-router';
import { readFlowState } from '../../lib/flow-state.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';

/**
 * The sign-up steps after the email (/register/validate-email, /onboarding/register) need the flow
 * state {otp_id, email} handed on by the previous step. Without it a signed-in user continues
 * onboarding and anyone else goes to /login (docs/architecture.md §8.2).
 */
export function RequireFlowState() {
  const location = useLocation();
  const token = useAuthToken();
  if (readFlowState(location.state)) return <Outlet />;
  return <Navigate to={token ? '/onboarding' : '/login'} replace />;
}
