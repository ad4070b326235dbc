import { householdRoleLabels } from '@cuentas/shared/schemas/households';
import { Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconHome, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { getActiveLedger, setActiveLedger, subscribeActiveLedger } from '../../../lib/active-ledger.ts';
import { useHouseholds } from '../api/get-households.ts';
import { takePendingInvitation } from '../pending-invitation.ts';

export function useActiveLedger(): string | null {
  return useSyncExternalStore(subscribeActiveLedger, getActiveLedger, () => null);
}

/**
 * The header's household menu (decision 044): which ledger is open, the others the person
 * belongs to, and the way to invite someone. Switching clears every cached figure (the session
 * sync) and opens the home screen of the other ledger.
 */
export function HouseholdSwitcher() {
  const navigate = useNavigate();
  const { data: households } = useHouseholds();
  const active = useActiveLedger();

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

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <VisuallyHidden>{`Hogar: ${current.name}. Cambiar de hogar`}</VisuallyHidden>
          <Group gap={6} wrap="nowrap" aria-hidden="true">
            <IconHome size={20} />
            <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
              {current.name}
            </Text>
            {current.role === 'viewer' ? (
              <Badge size="sm" variant="light" color="gray" visibleFrom="xs">
                Solo lectura
              </Badge>
            ) : null}
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Tus hogares</Menu.Label>
        {households.map((household) => (
          <Menu.Item
            key={household.id}
            onClick={() => open(household.id, household.is_own)}
            leftSection={
              household.id === current.id ? <IconCheck size={16} aria-hidden="true" /> : <span style={{ width: 16 }} />
            }
            aria-current={household.id === current.id ? 'true' : undefined}
          >
            <Text size="sm">{household.name}</Text>
            <Text size="xs" c="dimmed">
              {householdRoleLabels[household.role]} · {household.members.length}{' '}
              {household.members.length === 1 ? 'persona' : 'personas'}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/configuration#hogar"
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
        >
          Invitar a tu hogar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
