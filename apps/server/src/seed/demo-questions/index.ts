import { CLASS_10_MATHEMATICS } from './class-10-mathematics.js';
import { CLASS_10_SCIENCE } from './class-10-science.js';
import { CLASS_9_MATHEMATICS } from './class-9-mathematics.js';
import { CLASS_9_SCIENCE } from './class-9-science.js';
import type { DemoQuestion } from './demo-question.types.js';

export type { DemoQuestion } from './demo-question.types.js';

/**
 * The demo bank: every question of the files beside this one (classes 9 and 10, mathematics and
 * science). The seed places them in the catalogue and builds the demo papers from them.
 */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  ...CLASS_9_MATHEMATICS,
  ...CLASS_10_MATHEMATICS,
  ...CLASS_9_SCIENCE,
  ...CLASS_10_SCIENCE,
];
