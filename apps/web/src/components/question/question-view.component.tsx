import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { AnswerInput } from './answer-input.component';
import classes from './question.module.css';
import { imageKeysIn } from './rich-text';
import { RichText } from './rich-text.component';
import type { QuestionFace, QuestionResponse } from './question-types';
import './question.strings';

export interface QuestionViewProps {
  question: QuestionFace;
  /** A comprehension's children, answered one by one under the passage. */
  childQuestions?: QuestionFace[];
  /** The question's number as shown ("3"); a child is numbered "3.1". */
  number: number | string;
  /** Answers by question id. */
  responses: Record<number, QuestionResponse | undefined>;
  onAnswer?: (questionId: number, response: QuestionResponse) => void;
  /** Shown without inputs (a teacher's preview, a report): pass readOnly. */
  readOnly?: boolean;
  headingOrder?: 2 | 3 | 4;
  photoUrls?: Record<string, string>;
}

/** Figures the text did not place itself, after the text. */
function LooseFigures({ question }: { question: QuestionFace }) {
  const { t } = useTranslation();
  const placed = imageKeysIn(question.stem);
  const loose = question.images.filter((image) => !placed.has(image.key));
  if (loose.length === 0) return null;
  return (
    <div className={classes.figures}>
      {loose.map((image, index) => (
        <img
          key={image.key}
          className={classes.figure}
          src={image.url}
          alt={t('question.figure', { n: index + 1 })}
          loading="lazy"
        />
      ))}
    </div>
  );
}

function MarksLine({ question }: { question: QuestionFace }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray">
      {question.negative_marks > 0
        ? t('question.marks', { marks: question.marks, negative: `−${question.negative_marks}` })
        : t('question.marksNoNegative', { marks: question.marks })}
    </Badge>
  );
}

function OneQuestion(props: QuestionViewProps & { number: number | string }) {
  const { t } = useTranslation();
  const { question, responses, onAnswer, readOnly, number, headingOrder = 2, photoUrls } = props;
  const stemId = `question-stem-${question.question_id}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={headingOrder} size="h4" id={`${stemId}-title`}>
          {t('question.number', { n: number })}
        </Title>
        {question.question_type !== 'comprehension' && <MarksLine question={question} />}
      </Group>
      <div id={stemId}>
        <RichText text={question.stem} images={question.images} />
      </div>
      <LooseFigures question={question} />
      <AnswerInput
        question={question}
        response={responses[question.question_id] ?? null}
        onChange={(response) => onAnswer?.(question.question_id, response)}
        disabled={readOnly || !onAnswer}
        labelledBy={`${stemId}-title ${stemId}`}
        photoUrls={photoUrls}
      />
    </Stack>
  );
}

/**
 * A question as a learner answers it (or a teacher previews it): number, marks, text with TeX and
 * figures, and the input of its type. A comprehension shows its passage, then each child with its
 * own input, numbered "n.1", "n.2".
 */
export function QuestionView(props: QuestionViewProps) {
  const { t } = useTranslation();
  const { question, childQuestions = [] } = props;
  if (question.question_type !== 'comprehension') return <OneQuestion {...props} />;
  const childOrder = props.headingOrder === 4 ? 4 : (((props.headingOrder ?? 2) + 1) as 3 | 4);
  return (
    <Stack gap="md">
      <OneQuestion {...props} />
      <Text size="sm" c="dimmed">
        {t('question.passage')}
      </Text>
      <Stack gap="lg" className={classes.passage}>
        {childQuestions.map((child, index) => (
          <OneQuestion
            key={child.question_id}
            {...props}
            question={child}
            number={`${props.number}.${index + 1}`}
            headingOrder={childOrder}
          />
        ))}
      </Stack>
    </Stack>
  );
}
