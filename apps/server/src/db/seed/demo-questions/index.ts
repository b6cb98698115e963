import type { DemoQuestion } from './demo-question.types.js';

export type { DemoQuestion } from './demo-question.types.js';

/**
 * The demo bank: every question of the files beside this one (classes 9 and 10, mathematics and
 * science). The seed places them in the catalogue and builds the demo papers from them.
 */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [];
