import type { RosterApplyData } from '@esc/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  List,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import {
  base64Of,
  ROSTER_TEMPLATE_URL,
  useApplyUpload,
  usePreviewUpload,
  type RosterUpload,
  type UploadPreview,
} from '../api/roster.api';
import { OneRosterChoices } from './oneroster-choices.component';
import { OneRosterExport } from './oneroster-export.component';
import { RosterInvitations } from './roster-invitations.component';
import { RosterPreviewTable } from './roster-preview-table.component';

/** The server's own words for a refused import (seats, rejected rows), else the plain message. */
function failure(error: unknown, t: Parameters<typeof errorMessage>[1]): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.errorCode !== 'FORBIDDEN'
    ? error.message
    : errorMessage(error, t);
}

function Summary({ preview }: { preview: UploadPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('institutes.counts', preview.counts)}</Text>
      {!!preview.other_school_records && (
        <Text size="sm">{t('institutes.oneRosterOthers', { count: preview.other_school_records })}</Text>
      )}
      {preview.seats
        .filter((s) => s.needed > 0)
        .map((s) => (
          <Text size="sm" key={s.kind}>
            {t('institutes.seatLine', {
              kind: t(`institutes.seatKind_${s.kind}`),
              needed: s.needed,
              left: Math.max(s.allowed - s.consumed, 0),
            })}
          </Text>
        ))}
    </Stack>
  );
}

const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip') || file.type.includes('zip');

/** Upload a roster CSV or a OneRoster zip, see every row checked, then apply it all at once (school admins). */
export function RosterImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<RosterUpload | null>(null);
  const [readError, setReadError] = useState(false);
  const [result, setResult] = useState<RosterApplyData | null>(null);
  const preview = usePreviewUpload();
  const apply = useApplyUpload();

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setReadError(false);
    preview.reset();
    apply.reset();
    setUpload(null);
    if (!chosen) return;
    let next: RosterUpload;
    try {
      next = isZip(chosen) ? { kind: 'zip', zip: await base64Of(chosen) } : { kind: 'csv', csv: await chosen.text() };
    } catch {
      setReadError(true);
      return;
    }
    setUpload(next);
    preview.mutate(next);
  };

  /** A OneRoster zip checked again with the board or school the admin chose. */
  const recheck = (choices: { board?: string; org?: string }) => {
    if (upload?.kind !== 'zip') return;
    const next = { ...upload, ...choices };
    setUpload(next);
    apply.reset();
    preview.mutate(next);
  };

  const onApply = () => {
    if (!upload) return;
    apply.mutate(upload, { onSuccess: (data) => setResult(data) });
  };

  const data = preview.data;
  const canApply = !!data?.can_apply && !apply.isPending && !result;
  let status = '';
  if (preview.isPending) status = t('common.loading');
  else if (apply.isPending) status = t('institutes.applying');
  else if (result) status = t('institutes.successTitle');
  else if (data) status = t('institutes.counts', data.counts);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="roster-import-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="roster-import-heading">
          {t('institutes.rosterTitle')}
        </Title>
        <Text size="sm">{t('institutes.rosterIntro')}</Text>
        <Text size="sm">{t('institutes.oneRosterIntro')}</Text>
        <Anchor href={ROSTER_TEMPLATE_URL} download="roster-template.csv" data-testid="roster-template-link">
          <Group gap={6} component="span">
            <IconDownload size={18} aria-hidden />
            {t('institutes.downloadTemplate')}
          </Group>
        </Anchor>
        <FileInput
          label={t('institutes.fileLabel')}
          description={t('institutes.fileDescription')}
          placeholder={t('institutes.filePlaceholder')}
          accept=".csv,text/csv,.zip,application/zip"
          value={file}
          onChange={(chosen) => void check(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': t('institutes.clearFile') }}
          leftSection={<IconFileUpload size={18} aria-hidden />}
          fileInputProps={{ 'data-testid': 'roster-file-input' } as Record<string, string>}
          // The placeholder is what the button says until a file is chosen: gray.7 keeps 4.5:1 (the default gray.5 had 2.07:1).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          maw={480}
        />
        <VisuallyHidden role="status" aria-live="polite" data-testid="roster-status">
          {status}
        </VisuallyHidden>
        {readError && (
          <Alert color="red" variant="light" role="alert">
            {t('institutes.readError')}
          </Alert>
        )}
        {preview.isError && (
          <Alert color="red" variant="light" role="alert" title={t('institutes.previewError')}>
            {failure(preview.error, t)}
          </Alert>
        )}
        {preview.isPending && <Progress value={100} animated striped aria-label={t('common.loading')} />}
        {data && (
          <Stack gap="md" data-testid="roster-preview">
            <Title order={3} size="h4">
              {t('institutes.previewTitle')}
            </Title>
            {upload?.kind === 'zip' && (
              <OneRosterChoices
                orgs={data.orgs ?? []}
                org={upload.org ?? data.org ?? null}
                board={upload.board ?? ''}
                onChange={recheck}
              />
            )}
            <Summary preview={data} />
            {data.file_errors.length > 0 && (
              <Alert color="red" variant="light" title={t('institutes.fileProblems')} data-testid="roster-file-errors">
                <List size="sm">
                  {data.file_errors.map((e) => (
                    <List.Item key={`${e.field}-${e.message}`}>{e.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {data.counts.rejected > 0 && (
              <Alert color="orange" variant="light">
                {t('institutes.fixRejected')}
              </Alert>
            )}
            {data.rows.length > 0 && <RosterPreviewTable preview={data} />}
            <Group gap="sm" align="center">
              <Button
                onClick={onApply}
                disabled={!canApply}
                loading={apply.isPending}
                aria-describedby="roster-apply-hint"
              >
                {t('institutes.apply')}
              </Button>
              <Text size="sm" c="dimmed" id="roster-apply-hint">
                {t('institutes.applyHint')}
              </Text>
            </Group>
            {apply.isPending && <Progress value={100} animated striped aria-label={t('institutes.applying')} />}
            {apply.isError && (
              <Alert color="red" variant="light" role="alert" title={t('institutes.applyError')}>
                {failure(apply.error, t)}
              </Alert>
            )}
          </Stack>
        )}
        {result && (
          <Alert color="green" variant="light" title={t('institutes.successTitle')} data-testid="roster-success">
            <Text size="sm">
              {t('institutes.successText', {
                sections: result.created.sections,
                students: result.created.students,
                teachers: result.created.teachers,
                parents: result.created.parents,
                links: result.created.parent_links,
                updated: result.updated,
              })}
            </Text>
            <Button mt="sm" size="xs" variant="light" onClick={() => void check(null)}>
              {t('institutes.importAnother')}
            </Button>
          </Alert>
        )}
        {result && <RosterInvitations result={result} />}
        <OneRosterExport />
      </Stack>
    </Card>
  );
}
