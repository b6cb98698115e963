import type { DemoQuestion } from './demo-question.types.js';

/** The demo bank's questions of class 10 science (chapters as demo-catalogue-data.ts names them). */
export const CLASS_10_SCIENCE: readonly DemoQuestion[] = [];
