import { Badge, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useHiddenAccounts } from '../../api/accounts.ts';
import { hiddenAccountsBadge, hiddenAccountsSentence } from '../../lib/hidden-accounts.ts';
import { TooltipOnUse } from './tooltip-on-use.tsx';

/**
 * Says what a total, a budget or a report leaves out: other members' private accounts (decision
 * 049), so a figure never differs in silence. `badge`: «+1 cuenta privada» beside a figure, the
 * whole sentence in its tooltip and for screen readers; `line`: the sentence under a heading.
 * Nothing at all when the person sees every account.
 */
export function HiddenAccountsNote({ variant = 'line' }: { variant?: 'line' | 'badge' }) {
  const { data } = useHiddenAccounts();
  const sentence = hiddenAccountsSentence(data);
  if (!sentence) return null;
  if (variant === 'badge') {
    return (
      <TooltipOnUse label={sentence} events={{ hover: true, focus: true, touch: true }}>
        <Badge
          variant="light"
          color="gray"
          leftSection={<IconLock size={12} aria-hidden="true" />}
          tabIndex={0}
          aria-label={sentence}
        >
          {hiddenAccountsBadge(data)}
        </Badge>
      </TooltipOnUse>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid="hidden-accounts-note">
      <IconLock size={14} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {sentence}
      </Text>
    </Group>
  );
}
