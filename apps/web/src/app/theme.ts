import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: { light: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Nearly every field is required, so the asterisk adds noise; inputs keep `required` (and
    // aria-required) and labels stay exactly their words for assistive tech and tests.
    InputWrapper: { defaultProps: { withAsterisk: false } },
  },
});
