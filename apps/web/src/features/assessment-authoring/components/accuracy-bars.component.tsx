import type { QuestionAnalysisData } from '@esc/contracts';
import { Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Right answers per question as bars. The table below carries the same figures, so the bars are a
 * picture for sighted readers; each bar still names its value.
 */
export function AccuracyBars({ questions }: { questions: QuestionAnalysisData['questions'] }) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0 }} aria-labelledby="accuracy-bars-title">
      <Title order={3} size="h5" id="accuracy-bars-title" mb="xs">
        {t('authoring.analysis.chart')}
      </Title>
      <Stack gap={6}>
        {questions.map((q) => {
          const percent = q.attempted_count > 0 ? Math.round((q.correct_count / q.attempted_count) * 100) : 0;
          return (
            <div
              key={q.question_id}
              style={{ display: 'grid', gridTemplateColumns: '3rem 1fr 4rem', gap: 8, alignItems: 'center' }}
            >
              <Text size="sm">{q.question_order}</Text>
              <Progress
                value={percent}
                color={q.is_dropped === 1 ? 'gray' : percent >= 60 ? 'green' : percent >= 30 ? 'yellow' : 'red'}
                aria-label={`${t('authoring.analysis.colQuestion')} ${q.question_order}: ${t('authoring.analysis.accuracy', { percent })}`}
              />
              <Text size="sm">{percent}%</Text>
            </div>
          );
        })}
      </Stack>
    </figure>
  );
}
