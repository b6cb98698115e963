export { checkPracticeAnswer } from './practice-check.api';
export { keyLines } from './practice-key';
export { PracticeQuestion, type PracticeQuestionProps } from './practice-question.component';
export { practiceQuestionStrings, type PracticeQuestionStrings } from './practice-question.strings';
export { mcqMainPath } from './practice-paths';
export { practiceQuestionDetailQueryOptions, type QuestionHomework } from './practice-question-detail.api';
export { PracticeQuestionById } from './practice-question-by-id.component';
