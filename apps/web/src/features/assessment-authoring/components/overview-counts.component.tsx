import type { TeacherOverviewData } from '@esc/contracts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { numberText } from '../utils/format';

/** The overview's counts: assigned, open, not open yet, answers to mark, the average score. */
export function OverviewCounts({ overview }: { overview: TeacherOverviewData }) {
  const { t } = useTranslation();
  const items = [
    { label: t('authoring.overview.assigned'), value: String(overview.total_assigned) },
    { label: t('authoring.overview.open'), value: String(overview.open) },
    { label: t('authoring.overview.upcoming'), value: String(overview.upcoming) },
    { label: t('authoring.overview.toMark'), value: String(overview.pending_evaluation) },
    {
      label: t('authoring.overview.average'),
      value:
        overview.average_percentage === null
          ? t('authoring.overview.noAverage')
          : `${numberText(overview.average_percentage)}%`,
    },
  ];
  return (
    <section aria-labelledby="authoring-counts">
      <Title order={2} size="h3" id="authoring-counts" mb="sm">
        {t('authoring.overview.counts')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl" data-testid="overview-count">
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
