import { Button } from '@mantine/core';
import { useState } from 'react';
import { useCountdown } from '../../lib/use-countdown.ts';

type ResendCodeButtonProps = {
  /** Sends a new code; the cooldown restarts only when it resolves. */
  onResend: () => Promise<boolean>;
  cooldownSeconds?: number;
};

/** "Reenviar código" with a cooldown that starts when the screen opens (a code was just sent). */
export function ResendCodeButton({ onResend, cooldownSeconds = 60 }: ResendCodeButtonProps) {
  const { secondsLeft, restart } = useCountdown(cooldownSeconds);
  const [sending, setSending] = useState(false);

  async function handleClick() {
    setSending(true);
    try {
      if (await onResend()) restart();
    } finally {
      setSending(false);
    }
  }

  return (
    <Button variant="subtle" size="sm" onClick={handleClick} disabled={secondsLeft > 0} loading={sending}>
      {secondsLeft > 0 ? `Reenviar código en ${secondsLeft} s` : 'Reenviar código'}
    </Button>
  );
}
