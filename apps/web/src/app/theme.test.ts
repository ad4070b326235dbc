import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DIMMED, FOCUS_RING, theme } from './theme.ts';

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255]
    .map((channel) => channel / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
}
function ratio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colors = theme.colors ?? {};
const chromatic = Object.keys(colors).filter((name) => name !== 'gray' && name !== 'dark');
const dark = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).dark;

describe('theme colours (decision 037)', () => {
  it.each(chromatic)('%s reads at 4.5:1 in the light scheme', (name) => {
    const shades = colors[name]!;
    expect(ratio(shades[7], '#ffffff')).toBeGreaterThanOrEqual(4.8); // amounts, on white
    expect(ratio(shades[8], DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5); // text on the page
    expect(ratio(shades[8], shades[0])).toBeGreaterThanOrEqual(4.5); // text on its own tint
    expect(ratio(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5); // a light badge or alert
    expect(ratio('#ffffff', shades[8])).toBeGreaterThanOrEqual(4.5); // a filled button
  });

  it.each(chromatic)('%s reads at 4.5:1 in the dark scheme', (name) => {
    const surfaces = ['#242424', '#2e2e2e', dark[`--mantine-color-${name}-0`]!];
    for (const shade of [7, 8, 9]) {
      const text = dark[`--mantine-color-${name}-${shade}`]!;
      for (const surface of surfaces) expect(ratio(text, surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of surfaces)
      expect(ratio(dark[`--mantine-color-${name}-text`]!, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text reads at 4.5:1 on the page, cards and tinted rows in both schemes', () => {
    for (const surface of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e3fafc', '#fff5f5'])
      expect(ratio(DIMMED.light, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of ['#1f1f1f', '#242424', '#2e2e2e', '#3b3b3b'])
      expect(ratio(DIMMED.dark, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out at 3:1 from the page, cards and rows in both schemes', () => {
    expect(FOCUS_RING.light).toBe(colors.cyan![8]);
    for (const surface of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e3fafc'])
      expect(ratio(FOCUS_RING.light, surface)).toBeGreaterThanOrEqual(3);
    for (const surface of ['#1f1f1f', '#242424', '#2e2e2e', '#3b3b3b'])
      expect(ratio(FOCUS_RING.dark, surface)).toBeGreaterThanOrEqual(3);
    expect(cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).dark['--cc-focus-ring']).toBe(
      FOCUS_RING.dark,
    );
  });

  it('asks Mantine to drop transitions when the system asks for less motion', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
