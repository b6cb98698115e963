import type { DemoQuestion } from './demo-question.types.js';

/** The demo bank's questions of class 9 mathematics (chapters as demo-catalogue-data.ts names them). */
export const CLASS_9_MATHEMATICS: readonly DemoQuestion[] = [];
