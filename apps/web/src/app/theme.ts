import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 6 to 9 darkened (same hue and saturation, lower lightness) until
 * they read on white: shade 6 at 3.1:1 or more (bars, borders, icons), 7 at 4.8:1, 8 at 5.6:1 and
 * 9 at 7:1 (text). Text uses 7 to 9: amounts and `c="red"` (shade 8 in the light scheme), a light
 * badge or alert writes shade 9 on shade 1, a filled button white on shade 8. Shades 0 to 5 are
 * Mantine's, so tinted backgrounds and the dark scheme's text (shade 4) look as before.
 * theme.test.ts measures every pair; docs/decisions/037 lists the figures.
 */
const palettes = {
  red: ['#e31212', '#ca1e1e', '#aa2323'],
  pink: ['#d42b66', '#c2255c', '#a61e4d'],
  grape: ['#ae3ec9', '#9c36b5', '#862e9c'],
  violet: ['#7048e8', '#6741d9', '#5f3dc4'],
  indigo: ['#4263eb', '#3b5bdb', '#354dc2'],
  blue: ['#1a74c6', '#1769b4', '#165a9a'],
  cyan: ['#0d7d8e', '#0a7283', '#096171'],
  teal: ['#09825e', '#077654', '#066548'],
  green: ['#288238', '#237633', '#20652e'],
  lime: ['#4f7e0f', '#46730a', '#3e6309'],
  yellow: ['#9d6600', '#975800', '#894700'],
  orange: ['#bf5005', '#b24409', '#9f350b'],
} as const;
const shade6 = {
  red: '#fa5252',
  cyan: '#14a0b4',
  teal: '#10a679',
  green: '#37a64b',
  lime: '#68a118',
  yellow: '#c08704',
  orange: '#ec6d02',
} as const;

const colors = Object.fromEntries(
  Object.entries(palettes).map(([name, dark]) => {
    const base = DEFAULT_THEME.colors[name]!;
    const six = shade6[name as keyof typeof shade6] ?? base[6];
    return [name, [...base.slice(0, 6), six, ...dark] as unknown as MantineColorsTuple];
  }),
);

/**
 * Secondary text (`c="dimmed"`): Mantine's gray 6 reads 3.3:1 on white. These read 6.1:1 on white
 * and at least 5.4:1 on the tinted rows and panels (gray 1, cyan 0), and 6.9:1 on the dark scheme's
 * body and 5.4:1 on its hovered rows.
 */
export const DIMMED = { light: '#5c636a', dark: '#a9a9a9' } as const;

const hex = (rgb: string) =>
  rgb.startsWith('#')
    ? rgb
    : `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`;

/**
 * The dark scheme reads the palettes the other way round, so a shade keeps its meaning in both:
 * the tints (0 and 1, `bg="red.0"`) become dark tints and the strong shades (7 to 9, `c="red.8"`,
 * the amounts) light ones, at 4.6:1 or more on the dark body, cards and hovered rows. Mantine's own
 * variables that name those shades (filled, filled-hover, light-color) are pinned to the real
 * colours first, so buttons, badges and alerts look as Mantine draws them. Shades 2 to 6 stay:
 * charts use them. Gray 0 to 3 (the app's page, header rows and borders) become the dark greys
 * they stand for (global.css keeps Mantine's light tooltip, drawn on gray 2).
 */
function darkVariables(): Record<string, string> {
  const variables: Record<string, string> = { '--mantine-color-dimmed': DIMMED.dark };
  for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, ...colors })) {
    if (name === 'dark') continue;
    const v = (suffix: string | number) => `--mantine-color-${name}-${suffix}`;
    Object.assign(variables, {
      [v('filled')]: shades[8],
      [v('filled-hover')]: shades[9],
      [v('light-color')]: shades[0],
      [v('text')]: shades[3],
    });
    if (name === 'gray') {
      Object.assign(variables, {
        [v(0)]: '#1f1f1f',
        [v(1)]: '#2e2e2e',
        [v(2)]: '#383838',
        [v(3)]: '#424242',
        [v(7)]: '#b8b8b8',
        [v(8)]: '#c9c9c9',
        [v(9)]: '#dee2e6',
      });
      continue;
    }
    Object.assign(variables, {
      [v(0)]: hex(darken(shades[9], 0.5)),
      [v(1)]: hex(darken(shades[9], 0.3)),
      [v(7)]: shades[3],
      [v(8)]: shades[2],
      [v(9)]: shades[1],
    });
  }
  return variables;
}

/**
 * The keyboard focus ring (global.css), 3:1 against what surrounds it (WCAG 1.4.11): the primary
 * cyan 8 reads 5.6:1 on white but only 2.8:1 on the dark body, where cyan 4 reads 7.8:1.
 */
export const FOCUS_RING = { light: '#0a7283', dark: DEFAULT_THEME.colors.cyan[4] } as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED.light, '--cc-focus-ring': FOCUS_RING.light },
  dark: { ...darkVariables(), '--cc-focus-ring': FOCUS_RING.dark },
});

export const theme = createTheme({
  colors,
  primaryColor: 'cyan',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  cursorType: 'pointer',
  focusRing: 'auto',
  // People who ask their system for less motion get dialogs, menus and toasts without their
  // transitions (WCAG 2.3.3); global.css stills the loaders' and skeletons' animations.
  respectReducedMotion: true,
  components: {
    // Nearly every field is required, so the asterisk adds noise; inputs keep `required` (and
    // aria-required) and labels stay exactly their words for assistive tech and tests.
    InputWrapper: { defaultProps: { withAsterisk: false } },
    // A link inside a sentence must stand out by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine draws a dialog's title bar as <header>, which assistive tech reads as the page's
    // banner landmark a second time; inside a dialog it is only the title's row.
    // Mantine's close button is an icon without a name: every dialog's is «Cerrar».
    Modal: { defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Drawer: {
      defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Cerrar' } },
    },
    // Mantine puts a focusable <div role="presentation"> first in every menu to hold the focus on
    // open; a role="menu" may own only its items (axe: aria-required-children, critical). Without
    // it the first item takes the focus, as the menu pattern expects.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
