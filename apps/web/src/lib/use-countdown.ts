import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `deadline`, ticking once a second; `restart` starts a new countdown. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (now >= deadline) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - now));
    return () => window.clearTimeout(timer);
  }, [now, deadline]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
