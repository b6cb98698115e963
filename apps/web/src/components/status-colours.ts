/**
 * The shades of a status badge, drawn filled with white text: each keeps that text above WCAG AA
 * (4.5:1), which Mantine's light variants (green or orange text on a pale tint) do not.
 */
export const STATUS_SHADE = {
  neutral: '#495057',
  success: '#1f6f33',
  warning: '#8a4b08',
  danger: '#b02a1f',
  info: '#1864ab',
} as const;

export type StatusShade = keyof typeof STATUS_SHADE;
