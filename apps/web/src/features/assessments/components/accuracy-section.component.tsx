import type { PaperReportData } from '@esc/contracts';
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PictureBarChart } from '../../../components/chart/picture-bar-chart.component';

type Row = PaperReportData['by_chapter'][number];

/** Accuracy by chapter or topic: a chart for the eye, the same figures in a table for everyone. */
export function AccuracySection({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <PictureBarChart
        h={Math.max(120, rows.length * 36)}
        data={rows.map((row) => ({ name: row.syllabus_name, accuracy: row.accuracy }))}
        dataKey="name"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        xAxisProps={{ domain: [0, 100] }}
        series={[{ name: 'accuracy', color: 'blue.6', label: '%' }]}
      />
      <Table striped>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.syllabus_id}>
              <Table.Th scope="row">{row.syllabus_name}</Table.Th>
              <Table.Td>
                {t('assessments.report.accuracyValue', {
                  accuracy: row.accuracy,
                  correct: row.correct_count,
                  count: row.question_count,
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Seconds spent on each question (a chart; the answers below say each one too). */
export function TimePerQuestion({ answers }: { answers: PaperReportData['answers'] }) {
  const { t } = useTranslation();
  if (answers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('assessments.report.timePerQuestion')}>
      <Title order={2} size="h4">
        {t('assessments.report.timePerQuestion')}
      </Title>
      <PictureBarChart
        h={180}
        data={answers.map((answer, index) => ({
          name: `Q${index + 1}`,
          seconds: Math.round(answer.time_spent_ms / 1000),
        }))}
        dataKey="name"
        series={[{ name: 'seconds', color: 'teal.6', label: t('assessments.report.seconds') }]}
      />
    </Stack>
  );
}
