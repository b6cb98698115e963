import type { ScrollAreaProps } from '@mantine/core';

/**
 * For a table that scrolls (sideways on a phone, or a long preview): its scroll area is a stop of
 * the Tab key, named for screen readers, so a keyboard moves it with the arrow keys (axe:
 * scrollable-region-focusable). Pass as Table.ScrollContainer's scrollAreaProps.
 */
export function keyboardScroll(label: string): ScrollAreaProps {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
