import { Menu, SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

/** The three choices, «Sistema» following the device's light or dark setting (decision 037). */
export const colorSchemeChoices: readonly { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'Sistema' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
];

/** The scheme picker on the profile: kept in this browser (localStorage), not in the account. */
export function ColorSchemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Tema"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={colorSchemeChoices.map(({ value, label }) => ({ value, label }))}
    />
  );
}

/** The same choice inside a menu (the header's user menu), as radio items. */
export function ColorSchemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Tema</Menu.Label>
      <Menu.RadioGroup value={colorScheme} onChange={(value) => setColorScheme(value as MantineColorScheme)}>
        {colorSchemeChoices.map(({ value, label }) => (
          <Menu.RadioItem key={value} value={value}>
            {label}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </>
  );
}
