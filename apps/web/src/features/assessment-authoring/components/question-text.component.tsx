import { Text } from '@mantine/core';

/** A question's text (Markdown with TeX). */
export function QuestionText({ text }: { text: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="question-text">
      {text}
    </Text>
  );
}
