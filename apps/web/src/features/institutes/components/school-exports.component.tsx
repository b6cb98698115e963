import type { SchoolExport } from '@esc/contracts';
import { Alert, Button, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  DownloadFile,
  megabytesOf,
  WRAPPING_BUTTON,
} from '../../../components/export-progress/download-file.component';
import { ExportProgress } from '../../../components/export-progress/export-progress.component';
import { QueryError } from '../../../components/query-error.component';
import { useDateFormat } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import {
  downloadSchoolExport,
  isUnderWay,
  schoolExportKeys,
  useAskForSchoolExport,
  useFollowSchoolExport,
  useSchoolExports,
} from '../api/school-exports.api';
import '../school-exports.strings';

type Translate = ReturnType<typeof useTranslation>['t'];
type Dates = ReturnType<typeof useDateFormat>;

function stateSentence(e: SchoolExport, t: Translate, date: Dates): string {
  switch (e.state) {
    case 'waiting':
      return t('schoolExports.waiting');
    case 'building':
      return t('schoolExports.building');
    case 'ready':
      return t('schoolExports.ready', { date: date.dateTime(e.expires_at ?? e.requested_at) });
    case 'failed':
      return t('schoolExports.failed');
    case 'expired':
      return t('schoolExports.expired');
  }
}

/** "School data": the school admin asks for all the school's records in one zip, follows it, and downloads it. */
export function SchoolExports() {
  const { t } = useTranslation();
  const exports = useSchoolExports();
  const ask = useAskForSchoolExport();
  const list = exports.data?.exports ?? [];
  const running = list.find(isUnderWay) ?? null;
  useFollowSchoolExport(running);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="school-exports-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="school-exports-title">
          {t('schoolExports.title')}
        </Title>
        <Text size="sm">{t('schoolExports.intro')}</Text>
        {exports.isError ? (
          <QueryError
            title={t('schoolExports.loadError')}
            error={exports.error}
            onRetry={() => void exports.refetch()}
          />
        ) : !exports.data ? (
          <Skeleton h={48} aria-hidden />
        ) : (
          <>
            {running === null && (
              <div>
                <Button onClick={() => ask.mutate()} loading={ask.isPending} {...WRAPPING_BUTTON}>
                  {t('schoolExports.ask')}
                </Button>
              </div>
            )}
            {ask.isError && (
              <Alert color="red" role="alert" title={t('schoolExports.askFailed')}>
                {errorMessage(ask.error, t)}
              </Alert>
            )}
            {list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('schoolExports.none')}
              </Text>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {list.map((e, i) => (
                  <li key={e.export_id}>
                    {i > 0 && <Divider mb="sm" />}
                    <ExportEntry schoolExport={e} />
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function ExportEntry({ schoolExport: e }: { schoolExport: SchoolExport }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <Stack gap={4} data-testid="school-export">
      <Text size="xs" c="dimmed">
        {t('schoolExports.askedBy', { date: date.dateTime(e.requested_at), name: e.requested_by_name })}
      </Text>
      {/* Present before any change, so a screen reader hears each new state as it comes. */}
      <Text size="sm" role="status">
        {stateSentence(e, t, date)}
      </Text>
      {isUnderWay(e) && (
        <ExportProgress
          done={e.done_steps}
          total={e.total_steps}
          label={t('schoolExports.progressLabel')}
          valueText={t('schoolExports.progressValue', { done: e.done_steps, total: e.total_steps })}
        />
      )}
      {e.state === 'ready' && <ReadyFile schoolExport={e} />}
    </Stack>
  );
}

function ReadyFile({ schoolExport }: { schoolExport: SchoolExport }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const size = schoolExport.size_bytes;
  return (
    <DownloadFile
      label={t('schoolExports.download')}
      sizeText={size === null ? null : t('schoolExports.fileSize', { size: megabytesOf(size) })}
      failedText={t('schoolExports.downloadFailed')}
      download={() => downloadSchoolExport(schoolExport)}
      onFailed={() => void client.invalidateQueries({ queryKey: schoolExportKeys.list() })}
    />
  );
}
