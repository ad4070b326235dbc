import { householdRoleLabels, type Household } from '@cuentas/shared/schemas/households';
import { Menu, Text } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStartAsLeft, type StartState } from '../../../components/ui/load-on-use.ts';
import { HouseholdButton } from './household-button.tsx';

/** The household menu itself (household-switcher.tsx loads this file when the user reaches for the button). */
export function HouseholdMenu({
  households,
  current,
  onOpen,
  start,
}: {
  households: Household[];
  current: Household;
  /** Opens a ledger: its id, and whether it is the person's own. */
  onOpen: (ledgerId: string, own: boolean) => void;
  start: StartState;
}) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useStartAsLeft(start, target, () => setOpened(true));

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <HouseholdButton current={current} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Tus hogares</Menu.Label>
        {households.map((household) => (
          <Menu.Item
            key={household.id}
            onClick={() => onOpen(household.id, household.is_own)}
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
