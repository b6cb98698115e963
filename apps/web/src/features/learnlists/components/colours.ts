/**
 * A dark red for removing and deleting: its text on white, on its own hover tint, and white text on
 * it all stay above WCAG AA (Mantine's red shades fall below 4.5:1 on their hover tint).
 */
export const DANGER_COLOUR = '#9b1c1c';
