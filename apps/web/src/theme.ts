import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A calm, dark blue (the logo's pin colour at shade 8) that keeps text on white well above WCAG AA.
const lapBlue: MantineColorsTuple = [
  '#e8f1fa',
  '#d0e1f2',
  '#a3c3e4',
  '#73a3d6',
  '#4d88ca',
  '#3576c0',
  '#1f5f99',
  '#1a5283',
  '#17456f',
  '#10324f',
];

export const theme = createTheme({
  primaryColor: 'lapBlue',
  primaryShade: { light: 6, dark: 4 },
  colors: { lapBlue },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: rem(26), lineHeight: '1.3' },
      h2: { fontSize: rem(21), lineHeight: '1.35' },
      h3: { fontSize: rem(18), lineHeight: '1.4' },
    },
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
  },
});

/**
 * Mantine's default "dimmed" grey (3.3:1 on white) and error red (3.3:1) fall short of WCAG AA for text;
 * these keep the look and reach ≥ 5:1 on white and on the grey page background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
