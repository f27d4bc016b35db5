import { createTheme } from '@mantine/core';

// Spec 001 §9: default font DM Sans. No web-font download: the system stack stands in where it is not installed.
const fontFamily = 'DM Sans, system-ui, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
