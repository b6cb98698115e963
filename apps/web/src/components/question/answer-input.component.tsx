import { Text } from '@mantine/core';
import { MultipleChoiceInput, SingleChoiceInput, TrueFalseInput } from './choice-input.component';
import { SubjectiveInput } from './subjective-input.component';
import { BlanksInput, MatchInput, NumberAnswerInput } from './text-inputs.component';
import type { QuestionFace, QuestionResponse } from './question-types';

export interface AnswerInputProps {
  question: QuestionFace;
  response: QuestionResponse;
  onChange: (response: QuestionResponse) => void;
  disabled?: boolean;
  /** The id of the element holding the question's stem (names the inputs' group). */
  labelledBy: string;
  photoUrls?: Record<string, string>;
}

/** The input of a question's type (a comprehension's own has none: its children are answered). */
export function AnswerInput(props: AnswerInputProps) {
  const { question } = props;
  switch (question.question_type) {
    case 'single':
      return <SingleChoiceInput {...props} />;
    case 'multiple':
      return <MultipleChoiceInput {...props} />;
    case 'true_false':
      return <TrueFalseInput {...props} />;
    case 'integer':
    case 'numeric':
      // Keyed by question so a number typed for one question never shows on the next.
      return <NumberAnswerInput key={question.question_id} {...props} />;
    case 'fill_blank':
      return <BlanksInput {...props} />;
    case 'match':
      return <MatchInput {...props} />;
    case 'subjective':
      return <SubjectiveInput key={question.question_id} {...props} />;
    case 'comprehension':
      return null;
    default:
      return <Text c="dimmed">{question.question_type}</Text>;
  }
}
