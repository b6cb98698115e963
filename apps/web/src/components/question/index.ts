export { AnswerInput, type AnswerInputProps } from './answer-input.component';
export { uploadAnswerPhoto } from './photo-upload.api';
export { questionStrings, type QuestionStrings } from './question.strings';
export { isAnswered, normalise, type QuestionFace, type QuestionResponse, type ResponseInput } from './question-types';
export { QuestionView, type QuestionViewProps } from './question-view.component';
export { parseRichText, splitMath, type Block, type Span } from './rich-text';
export { RichText, type MediaLinkLike, type RichTextProps } from './rich-text.component';
