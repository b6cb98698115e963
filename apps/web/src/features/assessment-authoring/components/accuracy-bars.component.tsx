import type { QuestionAnalysisData } from '@esc/contracts';
import { Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PictureBarChart } from '../../../components/chart/picture-bar-chart.component';
import { questionNumber } from '../../../components/question/question-number';

/**
 * Right, wrong and unanswered per question, stacked (the component library's chart package). The
 * table below carries the same figures for screen readers and keyboard users, so the picture is
 * summarised in one sentence rather than read bar by bar.
 */
export function AccuracyBars({ questions }: { questions: QuestionAnalysisData['questions'] }) {
  const { t } = useTranslation();
  const right = t('authoring.analysis.colRight');
  const wrong = t('authoring.analysis.wrong');
  const unanswered = t('authoring.analysis.unanswered');
  const data = questions.map((q) => ({
    question: t('authoring.analysis.short', { order: questionNumber(q.question_order) }),
    [right]: q.correct_count + q.partial_count,
    [wrong]: q.wrong_count,
    [unanswered]: q.unanswered_count,
  }));
  const hardest = [...questions]
    .filter((q) => q.is_dropped !== 1 && q.attempted_count > 0)
    .sort((a, b) => a.correct_count / a.attempted_count - b.correct_count / b.attempted_count)[0];
  return (
    <figure style={{ margin: 0 }} aria-labelledby="accuracy-chart-title">
      <Title order={3} size="h5" id="accuracy-chart-title" mb="xs">
        {t('authoring.analysis.chart')}
      </Title>
      <PictureBarChart
        testId="accuracy-chart"
        h={220}
        data={data}
        dataKey="question"
        type="stacked"
        withLegend
        series={[
          { name: right, color: 'teal.6' },
          { name: wrong, color: 'red.6' },
          { name: unanswered, color: 'gray.5' },
        ]}
      />
      {hardest && (
        <Text component="figcaption" size="sm" data-testid="accuracy-summary">
          {t('authoring.analysis.hardest', {
            order: questionNumber(hardest.question_order),
            correct: hardest.correct_count,
            attempted: hardest.attempted_count,
          })}
        </Text>
      )}
    </figure>
  );
}
