import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue links on white above WCAG AA (4.5:1).
  primaryShade: { light: 8, dark: 8 },
  // The scripts' Noto fonts last: each covers only its script (unicode-range) and is loaded only for
  // a language that uses it (lib/language-fonts.ts); a device's own font for the script comes first.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", "Noto Sans Bengali", "Noto Sans Tamil", sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  // A person who asked their device for less motion gets dialogs, menus and toasts without their
  // transitions (WCAG 2.3.3); cheap phones are spared the repaints too.
  respectReducedMotion: true,
  // Mantine's 34px h1 wraps long dashboard titles onto two lines on a 360px phone.
  headings: { sizes: { h1: { fontSize: '1.875rem', lineHeight: '1.25' } } },
  components: {
    // A dialog's close button is an icon: without a name screen readers announce a bare "button"
    // (axe: button-name). Dialogs give a translated name; this is the floor for any that does not.
    // A plain entry, not Modal.extend: importing Modal here would put it in every page's first load.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** Mantine's default dimmed grey (gray.6) is below AA on white; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
