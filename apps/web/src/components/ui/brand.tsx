import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';

export function Brand({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const iconSize = size === 'lg' ? 40 : size === 'md' ? 32 : 28;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={iconSize} radius="md" variant="filled" aria-hidden="true">
        <IconChartLine size={iconSize * 0.6} stroke={2.2} />
      </ThemeIcon>
      <Text
        className="cc-brand-name"
        fw={800}
        fz={size === 'lg' ? 'xl' : 'lg'}
        c="bright"
        style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
      >
        Cuentas Claras
      </Text>
    </Group>
  );
}
