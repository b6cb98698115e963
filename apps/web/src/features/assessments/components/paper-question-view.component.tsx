import type { QuestionListData } from '@esc/contracts';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QuestionView, RichText } from '../../../components/question';
import { describeAnswer } from '../utils/report-format';

type Placed = QuestionListData['questions'][number];
type Keyed = Placed['question'] | Placed['question']['children'][number];

/** A question's key and explanation, only as far as the server sent them. */
function Solution({ question }: { question: Keyed }) {
  const { t } = useTranslation();
  const answer = describeAnswer(question, question.answer, t);
  if (!answer && !question.explanation) return null;
  return (
    <Stack gap={4} data-testid="question-solution">
      {answer && (
        <Text size="sm">
          <strong>{t('assessments.viewQuestions.answer')}:</strong> <RichText text={answer} inline />
        </Text>
      )}
      {question.explanation && (
        <Text size="sm" component="div">
          <strong>{t('assessments.viewQuestions.explanation')}:</strong>{' '}
          <RichText text={question.explanation} images={question.images} />
        </Text>
      )}
    </Stack>
  );
}

/** One question of a paper, read only: as the paper weighs it, with its children and what the server sent of its key. */
interface PaperQuestionViewProps {
  placed: Placed;
  number: number;
  /** 3 under a section's heading, else 2. */
  headingOrder: 2 | 3;
  className?: string;
}

export function PaperQuestionView({ placed, number, headingOrder, className }: PaperQuestionViewProps) {
  const { t } = useTranslation();
  const question = { ...placed.question, marks: placed.marks, negative_marks: placed.negative_marks };
  return (
    <Paper withBorder p="md" component="article" className={className} data-testid="paper-question">
      <Stack gap="sm">
        {placed.is_dropped === 1 && (
          <Badge color="blue" w="fit-content">
            {t('assessments.viewQuestions.dropped')}
          </Badge>
        )}
        <QuestionView
          question={question}
          childQuestions={question.children}
          number={number}
          responses={{}}
          readOnly
          headingOrder={headingOrder}
        />
        <Solution question={question} />
        {question.children.map((child, i) => (
          <Stack key={child.question_id} gap={2}>
            {(child.answer || child.explanation) && (
              <Title order={headingOrder === 2 ? 3 : 4} size="h6">
                {`${number}.${i + 1}`}
              </Title>
            )}
            <Solution question={child} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
