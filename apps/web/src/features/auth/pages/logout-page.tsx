import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner.tsx';
import { endSession } from '../api/logout.ts';

/** Calls POST /auth/logout, then always forgets the token and the cache, and goes to /login. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode mounts effects twice in development
    started.current = true;
    void endSession(queryClient).then(() => navigate('/login', { replace: true }));
  }, [queryClient, navigate]);

  return <FullPageSpinner label="Cerrando sesión" />;
}
