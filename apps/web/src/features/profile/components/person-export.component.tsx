import type { DataExport } from '@esc/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  DownloadFile,
  megabytesOf,
  WRAPPING_BUTTON,
} from '../../../components/export-progress/download-file.component';
import { ExportProgress } from '../../../components/export-progress/export-progress.component';
import { useDateFormat } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { dataExportKeys, downloadExport, isUnderWay, useAskForExport, useFollowExport } from '../api/data-exports.api';

export interface ExportPerson {
  uuid: string;
  name: string;
  /** The signed-in person themself; otherwise a linked child the parent asks for. */
  self: boolean;
}

interface PersonExportProps {
  viewerUuid: string;
  person: ExportPerson;
  /** The person's newest export, if they ever asked for one. */
  latest: DataExport | null;
}

/** One person's export: ask for it, follow it while it is built, download it while its link lasts. */
export function PersonExport({ viewerUuid, person, latest }: PersonExportProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  useFollowExport(viewerUuid, latest);
  const ask = useAskForExport(viewerUuid);
  const state = latest?.state ?? null;
  const askFor = () => ask.mutate(person.self ? null : person.uuid);
  const askLabel =
    state === 'failed'
      ? t('yourData.tryAgain')
      : state === 'expired'
        ? t('yourData.askAgain')
        : person.self
          ? t('yourData.ask')
          : t('yourData.askChild', { name: person.name });

  return (
    <Stack gap="xs">
      {/* Present before any change, so a screen reader hears each new state as it comes. */}
      <Text size="sm" role="status">
        {latest ? stateSentence(latest, t, date) : ''}
      </Text>
      {latest && isUnderWay(latest.state) && <PersonProgress dataExport={latest} name={person.name} />}
      {latest?.state === 'ready' && <ReadyFile dataExport={latest} viewerUuid={viewerUuid} person={person} />}
      {(state === null || state === 'failed' || state === 'expired') && (
        <div>
          <Button onClick={askFor} loading={ask.isPending} {...WRAPPING_BUTTON}>
            {askLabel}
          </Button>
        </div>
      )}
      {ask.isError && (
        <Alert color="red" role="alert" title={t('yourData.askFailed')}>
          {errorMessage(ask.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function stateSentence(dataExport: DataExport, t: Translate, date: ReturnType<typeof useDateFormat>): string {
  switch (dataExport.state) {
    case 'waiting':
      return t('yourData.waiting');
    case 'building':
      return t('yourData.building');
    case 'ready':
      return t('yourData.ready', { date: date.dateTime(dataExport.expires_at ?? dataExport.requested_at) });
    case 'failed':
      return t('yourData.failed');
    case 'expired':
      return t('yourData.expired', { date: date.day(dataExport.requested_at) });
  }
}

/** The tables read so far out of all of them. */
function PersonProgress({ dataExport, name }: { dataExport: DataExport; name: string }) {
  const { t } = useTranslation();
  const { done_steps: done, total_steps: total } = dataExport;
  return (
    <ExportProgress
      done={done}
      total={total}
      label={t('yourData.progressLabel', { name })}
      valueText={t('yourData.progressValue', { done, total })}
    />
  );
}

function ReadyFile({
  dataExport,
  viewerUuid,
  person,
}: {
  dataExport: DataExport;
  viewerUuid: string;
  person: ExportPerson;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const size = dataExport.size_bytes;
  return (
    <DownloadFile
      label={person.self ? t('yourData.downloadFile') : t('yourData.downloadChildFile', { name: person.name })}
      sizeText={size === null ? null : t('yourData.fileSize', { size: megabytesOf(size) })}
      failedText={t('yourData.downloadFailed')}
      download={() => downloadExport(dataExport)}
      onFailed={() => void client.invalidateQueries({ queryKey: dataExportKeys.list(viewerUuid) })}
    />
  );
}
