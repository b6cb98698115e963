import type { PaperReportData } from '@esc/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatDuration } from '../utils/server-clock';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    // A <dl> holds its dt/dd pairs directly or in one <div> each: the card is that <div>.
    <Paper withBorder p="sm" style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="lg" fw={700} component="dd" m={0}>
        {value}
      </Text>
    </Paper>
  );
}

/** Score, percentage, rank and percentile (when the paper ranks), time, and the answer counts. */
export function ReportSummary({ report }: { report: PaperReportData }) {
  const { t } = useTranslation();
  const stats: { label: string; value: string }[] = [
    {
      label: t('assessments.report.score'),
      value: t('assessments.report.scoreValue', { score: report.score ?? 0, max: report.max_marks }),
    },
  ];
  if (report.percentage !== null)
    stats.push({ label: t('assessments.report.percentage'), value: `${report.percentage} %` });
  if (report.rank !== null) {
    stats.push({
      label: t('assessments.report.rank'),
      value: t('assessments.report.rankValue', { rank: report.rank, candidates: report.candidates ?? '—' }),
    });
  }
  if (report.percentile !== null)
    stats.push({ label: t('assessments.report.percentile'), value: String(report.percentile) });
  if (report.platform_rank !== null) {
    stats.push({
      label: t('assessments.report.platformRank'),
      value: t('assessments.report.rankValue', {
        rank: report.platform_rank,
        candidates: report.platform_candidates ?? '—',
      }),
    });
  }
  stats.push({ label: t('assessments.report.time'), value: formatDuration(report.time_spent_ms) });
  stats.push({ label: t('assessments.report.correct'), value: String(report.correct_count) });
  if (report.partial_marking)
    stats.push({ label: t('assessments.report.partial'), value: String(report.partial_count) });
  stats.push({ label: t('assessments.report.wrong'), value: String(report.wrong_count) });
  stats.push({ label: t('assessments.report.unanswered'), value: String(report.unanswered_count) });
  if (report.pending_count > 0)
    stats.push({ label: t('assessments.report.pending'), value: String(report.pending_count) });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
      {stats.map((stat) => (
        <Stat key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
