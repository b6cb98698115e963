import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useTeacherCounts } from '../api/recordings.api';
import '../recordings.strings';

/** The teacher dashboard's library and attendee counts (spec 001 §7 libraryCount, attendeeCount). */
export function TeacherCounts() {
  const { t } = useTranslation();
  const counts = useTeacherCounts();
  if (counts.isError) {
    return (
      <QueryError title={t('dashboardCounts.loadError')} error={counts.error} onRetry={() => void counts.refetch()} />
    );
  }
  if (!counts.data) return <Skeleton h={96} role="status" aria-label={t('common.loading')} />;
  const { library, attendees } = counts.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="teacher-counts">
      <Title order={2} size="h4" id="teacher-counts">
        {t('dashboardCounts.heading')}
      </Title>
      <Group gap="sm" grow wrap="wrap">
        <Card withBorder padding="sm" miw={200}>
          <Text size="sm" c="dimmed">
            {t('dashboardCounts.library')}
          </Text>
          <Text fz={28} fw={700} data-testid="library-count">
            {library.library_count}
          </Text>
          <Text size="sm">{t('dashboardCounts.libraryHint', library)}</Text>
        </Card>
        <Card withBorder padding="sm" miw={200}>
          <Text size="sm" c="dimmed">
            {t('dashboardCounts.attendees')}
          </Text>
          <Text fz={28} fw={700} data-testid="attendee-count">
            {attendees.attendee_count}
          </Text>
          <Text size="sm">
            {t('dashboardCounts.attendeesHint', {
              attendances: attendees.attendances,
              classes: attendees.classes_attended,
            })}
          </Text>
        </Card>
      </Group>
    </Stack>
  );
}
