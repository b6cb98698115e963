import type { LiveClass } from '@esc/contracts';
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { playRecordingPath } from '../recordings-paths';
import '../recordings.strings';

/** A past class's recordings on its card in the schedule: Watch opens the player (the server decides there). */
export function ClassRecordings({ live }: { live: LiveClass }) {
  const { t } = useTranslation();
  const recordings = live.recordings ?? [];
  if (recordings.length === 0) return null;
  return (
    <Group gap="xs">
      {recordings.map((recording, i) => (
        <Button
          key={recording.video_id}
          component={Link}
          to={playRecordingPath(recording.video_id)}
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          aria-label={t('recordings.onCard', { title: recording.title })}
        >
          {recordings.length > 1 ? t('recordings.onCardPart', { part: i + 1 }) : t('recordings.onCardShort')}
        </Button>
      ))}
    </Group>
  );
}
