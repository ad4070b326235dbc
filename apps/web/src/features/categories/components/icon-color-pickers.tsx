import { ActionIcon, CheckIcon, ColorSwatch, Group, Text } from '@mantine/core';
import { categoryColors, categoryIcons } from '../category-icons.tsx';

type PickerProps = { value: string; onChange: (value: string) => void; color?: string };

/** Icons as toggle buttons in a labelled group: Tab reaches each, Space/Enter picks it. */
export function IconPicker({ value, onChange, color }: PickerProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        Icono
      </Text>
      <Group gap={6}>
        {categoryIcons.map(({ name, label, icon: Icon }) => {
          const selected = value === name;
          return (
            <ActionIcon
              key={name}
              size="lg"
              radius="md"
              variant={selected ? 'filled' : 'default'}
              color={selected ? color : undefined}
              aria-label={label}
              aria-pressed={selected}
              onClick={() => onChange(name)}
            >
              <Icon size={20} aria-hidden="true" />
            </ActionIcon>
          );
        })}
      </Group>
    </fieldset>
  );
}

/** Mantine swatches as toggle buttons, each named by its colour. */
export function ColorPicker({ value, onChange }: PickerProps) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={6}>
        Color
      </Text>
      <Group gap={8}>
        {categoryColors.map((color) => {
          const selected = value.toLowerCase() === color.value;
          return (
            <ColorSwatch
              key={color.value}
              component="button"
              type="button"
              color={color.value}
              size={30}
              aria-label={color.label}
              aria-pressed={selected}
              onClick={() => onChange(color.value)}
              style={{ color: '#fff', cursor: 'pointer', outlineOffset: 2 }}
            >
              {selected ? <CheckIcon size={12} /> : null}
            </ColorSwatch>
          );
        })}
      </Group>
    </fieldset>
  );
}
