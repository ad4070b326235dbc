import { Navigate, Outlet, useLocation } from 'react-router';
import { readFromState } from '../../lib/flow-state.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';

/** /login and /register make no sense with a session: go home (or back where the user was going). */
export function RedirectIfSignedIn() {
  const token = useAuthToken();
  const location = useLocation();
  if (token) return <Navigate to={readFromState(location.state) ?? '/'} replace />;
  return <Outlet />;
}
