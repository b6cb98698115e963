import type { RecordedLecture } from '@esc/contracts';
import { formatDisplayDuration } from '@esc/domain';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconNotes, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark';
import { STATUS_SHADE } from '../../../components/status-colours';
import { playRecordingPath, recordingNotesPath } from '../recordings-paths';
import '../recordings.strings';
import { appLanguage, formatDay } from '../../../lib/date-format';

/**
 * One recorded lecture in a list: its title, class, day, teacher and length; whether it is locked for
 * the learner (the gate's decision, opened on its own to see why) or in their homework; Watch, its
 * notes, and a bookmark for those who keep their own (not a parent).
 */
export function RecordingCard({ lecture, bookmarks }: { lecture: RecordedLecture; bookmarks: boolean }) {
  const { t } = useTranslation();
  const locked = lecture.access !== null && !lecture.access.allowed;
  return (
    <Card withBorder padding="sm" component="article" aria-label={lecture.title}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text fw={600}>{lecture.title}</Text>
          <Text size="sm">
            {[
              lecture.syllabus.subject_name,
              t('recordings.on', { date: formatDay(lecture.schedule_date, appLanguage()), time: lecture.start_time }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              lecture.faculty_name ? t('recordings.by', { name: lecture.faculty_name }) : null,
              lecture.duration_seconds
                ? t('recordings.length', { time: formatDisplayDuration(lecture.duration_seconds) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap={6} mt={4}>
            {locked ? (
              <Badge color={STATUS_SHADE.neutral} variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
                {t('recordings.locked')}
              </Badge>
            ) : null}
            {lecture.learnlist_item_id ? (
              <Badge color={STATUS_SHADE.info} variant="filled">
                {t('recordings.fromHomework')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={playRecordingPath(lecture.video_id, lecture.assign_id)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-label={t('recordings.watch', { title: lecture.title })}
          >
            {t('recordings.watchShort')}
          </Button>
          {lecture.has_notes && !locked ? (
            <Button
              component={Link}
              to={recordingNotesPath(lecture.video_id)}
              variant="default"
              leftSection={<IconNotes size={16} aria-hidden />}
              aria-label={t('recordings.notes', { title: lecture.title })}
            >
              {t('recordings.notesShort')}
            </Button>
          ) : null}
          {bookmarks ? (
            <BookmarkButton
              kind="recorded_lecture"
              itemId={lecture.video_id}
              title={lecture.title}
              initialBookmarked={lecture.is_bookmarked}
              compact
            />
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}
