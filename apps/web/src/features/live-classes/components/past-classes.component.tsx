import type { PastClass, RecordedLecture } from '@esc/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { STATUS_SHADE } from '../../../components/status-colours';
import { usePastClasses, useSaveRecording } from '../api/recordings.api';
import { playRecordingPath } from '../recordings-paths';
import { Pager } from './pager.component';
import { RecordingUpload } from './recording-upload.component';
import '../recordings.strings';
import { appLanguage, formatDay } from '../../../lib/date-format';

const STATE_SHADE: Record<RecordedLecture['state'], string> = {
  processing: STATUS_SHADE.warning,
  ready: STATUS_SHADE.success,
  failed: STATUS_SHADE.danger,
};

/**
 * A teacher's classes that have started (an admin: the school's), newest first, each with its
 * recordings and their state: add a recording (and notes) to a class that is over, watch or remove one.
 */
export function PastClasses() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const past = usePastClasses(pageNo);
  const [adding, setAdding] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = past.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-classes">
      <Title order={2} size="h3" id="past-classes">
        {t('recordings.teacher.pastTitle')}
      </Title>
      {notice ? (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={t('common.closeToast')}
        >
          {notice}
        </Alert>
      ) : null}
      {past.isError ? (
        <QueryError title={t('recordings.loadError')} error={past.error} onRetry={() => void past.refetch()} />
      ) : !data ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : data.classes.length === 0 ? (
        <Text>{t('recordings.teacher.pastEmpty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.classes.map((live) => (
            <Card key={live.sch_id} withBorder padding="sm" component="li" aria-label={live.title}>
              <PastClassCard
                live={live}
                adding={adding === live.sch_id}
                onAdd={() => setAdding(live.sch_id)}
                onDone={(message) => {
                  setAdding(null);
                  if (message) setNotice(message);
                }}
              />
            </Card>
          ))}
        </Stack>
      )}
      {data ? <Pager page={pageNo} pages={pages} onPage={setPageNo} /> : null}
    </Stack>
  );
}

function PastClassCard(props: {
  live: PastClass;
  adding: boolean;
  onAdd: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { live } = props;
  const save = useSaveRecording();
  const remove = (recording: RecordedLecture) => {
    if (window.confirm(t('recordings.teacher.removeConfirm')))
      save.mutate({ video_id: recording.video_id, is_deleted: true });
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{live.title}</Text>
          <Text size="sm">
            {[
              live.subject_name,
              `${formatDay(live.schedule_date, appLanguage())} ${live.start_time}`,
              live.section_names.join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {live.is_over ? (
          <Button
            size="xs"
            onClick={props.onAdd}
            disabled={props.adding}
            aria-label={t('recordings.teacher.add', { title: live.title })}
          >
            {t('recordings.teacher.addShort')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('recordings.teacher.notOver')}
          </Text>
        )}
      </Group>
      {live.recordings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recordings.teacher.noRecording')}
        </Text>
      ) : (
        live.recordings.map((recording) => (
          <Group key={recording.video_id} gap="xs" wrap="wrap">
            <Badge color={STATE_SHADE[recording.state]} variant="filled">
              {t(`recordings.teacher.state.${recording.state}`)}
            </Badge>
            {recording.state === 'ready' ? (
              <Anchor component={Link} to={playRecordingPath(recording.video_id)} size="sm">
                {recording.title}
              </Anchor>
            ) : (
              <Text size="sm">
                {recording.title} ·{' '}
                {recording.state === 'processing'
                  ? t('recordings.teacher.processingHint')
                  : t('recordings.teacher.failedHint')}
              </Text>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => remove(recording)}
              aria-label={t('recordings.teacher.remove', { title: recording.title })}
            >
              {t('recordings.teacher.removeShort')}
            </Button>
          </Group>
        ))
      )}
      {props.adding ? <RecordingUpload live={live} onDone={props.onDone} /> : null}
    </Stack>
  );
}
