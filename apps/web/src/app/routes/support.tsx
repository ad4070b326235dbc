import { InboxScreen } from '../../features/support/components/inbox-screen.tsx';
import { SupportScreen } from '../../features/support/components/support-screen.tsx';

export function SupportPage() {
  return <SupportScreen />;
}

/** Staff only: the API answers 404 to anyone else and the page says it does not exist. */
export function SupportInboxPage() {
  return <InboxScreen />;
}
