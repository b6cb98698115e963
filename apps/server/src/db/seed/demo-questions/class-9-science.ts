import type { DemoQuestion } from './demo-question.types.js';

/** The demo bank's questions of class 9 science (chapters as demo-catalogue-data.ts names them). */
export const CLASS_9_SCIENCE: readonly DemoQuestion[] = [];
