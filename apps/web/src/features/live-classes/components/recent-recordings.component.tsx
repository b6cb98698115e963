import { RECORDED_CLASSES_PER_REQUEST } from '@esc/contracts';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useRecordedClasses } from '../api/recordings.api';
import { VIEW_ALL_RECORDED_LECTURE_PATH } from '../recordings-paths';
import { RecordingCard } from './recording-card.component';
import '../recordings.strings';

/**
 * The latest recorded classes under the schedule (002 §9: recorded classes per request 20, offset 0),
 * with the way to all of them by subject.
 */
export function RecentRecordings({ childUuid, bookmarks }: { childUuid: string | null; bookmarks: boolean }) {
  const { t } = useTranslation();
  const recent = useRecordedClasses(childUuid, { pageNo: 1, pageSize: RECORDED_CLASSES_PER_REQUEST });
  const classes = recent.data?.classes ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-recordings">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="recent-recordings">
          {t('recordings.recentTitle')}
        </Title>
        <Anchor component={Link} to={VIEW_ALL_RECORDED_LECTURE_PATH}>
          {t('recordings.viewAll')}
        </Anchor>
      </Group>
      {recent.isError ? (
        <QueryError title={t('recordings.loadError')} error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.isPending ? (
        <Skeleton h={120} role="status" aria-label={t('common.loading')} />
      ) : classes.length === 0 ? (
        <Text>{t('recordings.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {classes.map((lecture) => (
            <RecordingCard key={lecture.video_id} lecture={lecture} bookmarks={bookmarks} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
