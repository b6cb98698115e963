import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MediaVideo } from '../../../components/media-video';
import { VIEW_RETRY_DELAY_MS } from '../api/recordings.api';
import '../recordings.strings';

interface RecordingVideoProps {
  src: string;
  title: string;
  /** Reads the recording again (fresh signed links). */
  onRefresh: () => void;
}

/**
 * A recording's video in the shared frame. A view error is retried once after 250 ms (002 §8): the
 * recording is read again and the video loaded anew; a second error says so plainly, with a reload.
 */
export function RecordingVideo({ src, title, onRefresh }: RecordingVideoProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const retried = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onError = () => {
    if (retried.current) {
      setFailed(true);
      return;
    }
    retried.current = true;
    timer.current = setTimeout(() => {
      onRefresh();
      setAttempt((n) => n + 1);
    }, VIEW_RETRY_DELAY_MS);
  };
  const reload = () => {
    retried.current = false;
    setFailed(false);
    onRefresh();
    setAttempt((n) => n + 1);
  };

  return (
    <Stack gap="xs">
      {failed ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('recordings.player.viewError')}
        >
          <Text size="sm">{t('recordings.player.viewErrorText')}</Text>
          <Button size="xs" mt="sm" onClick={reload}>
            {t('recordings.player.reload')}
          </Button>
        </Alert>
      ) : null}
      <MediaVideo
        key={attempt}
        src={src}
        title={title}
        videoRef={videoRef}
        testId="recording-video"
        onError={onError}
      />
    </Stack>
  );
}
