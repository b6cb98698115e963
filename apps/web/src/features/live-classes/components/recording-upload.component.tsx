import type { PastClass } from '@esc/contracts';
import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { liveClassKeys } from '../api/live-classes.api';
import { uploadRecording, type UploadStep } from '../api/recordings.api';
import '../recordings.strings';

/** How long the browser may take to read a video's length before the upload goes without it. */
const METADATA_WAIT_MS = 3000;

/** The length of a chosen video in whole seconds, as the browser reads its metadata; null when it cannot. */
function videoSeconds(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    // A container this browser cannot read may neither load nor fail: the length is then unknown.
    const timer = setTimeout(() => done(null), METADATA_WAIT_MS);
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(Number.isFinite(video.duration) && video.duration >= 1 ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

type Phase = { step: UploadStep; fraction: number } | null;

/**
 * The teacher's upload of a past class's recording (and its PDF notes) through the media pipeline, with
 * the progress of each file: a class's video is large and a school's connection slow. Done, the list
 * shows it processing until the server has prepared it.
 */
export function RecordingUpload({ live, onDone }: { live: PastClass; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [video, setVideo] = useState<File | null>(null);
  const [notes, setNotes] = useState<File | null>(null);
  const [title, setTitle] = useState(live.title);
  // The length is read while the teacher fills the rest in; unknown when the browser cannot tell.
  const [seconds, setSeconds] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>(null);
  const [error, setError] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const notesWrong = notes !== null && notes.type !== '' && notes.type !== 'application/pdf';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!video) {
      setVideoError(t('recordings.upload.videoRequired'));
      return;
    }
    if (notesWrong) return;
    setError(null);
    abort.current = new AbortController();
    try {
      setPhase({ step: 'video', fraction: 0 });
      await uploadRecording(
        { schId: live.sch_id, video, notes, title: title.trim(), durationSeconds: seconds },
        (step, fraction) => setPhase({ step, fraction }),
        abort.current.signal,
      );
      await client.invalidateQueries({ queryKey: liveClassKeys.all });
      onDone(t('recordings.upload.done'));
    } catch (failure) {
      setPhase(null);
      // A refusal (a file of the wrong kind or too large) is the server's own plain sentence.
      const refused = isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 401;
      setError(t('recordings.upload.failed', { reason: refused ? failure.message : errorMessage(failure, t) }));
    }
  };

  const percent = phase ? Math.round(phase.fraction * 100) : 0;
  const label =
    phase?.step === 'video'
      ? t('recordings.upload.uploadingVideo', { percent })
      : phase?.step === 'notes'
        ? t('recordings.upload.uploadingNotes', { percent })
        : t('recordings.upload.saving');
  return (
    <Card withBorder padding="md" component="form" onSubmit={(e) => void submit(e)} aria-labelledby="recording-upload">
      <Stack gap="sm">
        <Title order={3} id="recording-upload" size="h4">
          {t('recordings.upload.heading', { title: live.title })}
        </Title>
        <FileInput
          label={t('recordings.upload.video')}
          description={t('recordings.upload.videoHint')}
          accept="video/mp4,video/quicktime,video/webm,video/x-matroska,video/x-msvideo"
          value={video}
          onChange={(file) => {
            setVideo(file);
            setVideoError(null);
            setSeconds(null);
            if (file) void videoSeconds(file).then(setSeconds);
          }}
          error={videoError}
          disabled={phase !== null}
          withAsterisk
          clearable
        />
        <FileInput
          label={t('recordings.upload.notes')}
          accept="application/pdf"
          value={notes}
          onChange={setNotes}
          error={notesWrong ? t('recordings.upload.notesWrong') : null}
          disabled={phase !== null}
          clearable
        />
        <TextInput
          label={t('recordings.upload.title')}
          value={title}
          maxLength={150}
          onChange={(e) => setTitle(e.currentTarget.value)}
          disabled={phase !== null}
        />
        {phase ? (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {label}
            </Text>
            <Progress
              value={phase.step === 'saving' ? 100 : percent}
              aria-label={t('recordings.upload.progressLabel')}
            />
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={phase !== null}>
            {t('recordings.upload.submit')}
          </Button>
          <Button variant="default" onClick={() => (abort.current?.abort(), onDone(''))}>
            {t('recordings.upload.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
