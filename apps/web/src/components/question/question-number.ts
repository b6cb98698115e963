/**
 * The number people see for a question of a paper: its place counted from 1, as the learner's test
 * engine numbers it. The server's question_order is the stored place, counted from 0.
 */
export const questionNumber = (questionOrder: number): number => questionOrder + 1;
