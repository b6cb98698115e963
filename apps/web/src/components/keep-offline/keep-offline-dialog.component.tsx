import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { KeepSource } from '../../lib/kept/kept-db';
import { grantedItems } from '../../lib/kept/kept-keep';
import { KEPT_PAGE_PATH } from '../../lib/kept/kept-paths';
import { formatBytes } from '../../lib/kept/kept-size';
import { errorMessage } from '../../lib/error-message';
import { useKeepOffline, type KeepState, type KeepTarget } from './use-keep-offline.hook';
import './keep-offline.strings';

// The keep's dialog, loaded when the person opens it: the screens that offer "Keep for offline"
// (a chapter, a homework list, the player) draw without its code.

export default function KeepDialog(props: {
  target: KeepTarget;
  source: KeepSource;
  forUuid: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const keep = useKeepOffline(props.target, props.source, props.forUuid);
  const { state } = keep;
  const close = () => {
    keep.cancel();
    props.onClose();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('keep.dialogTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('keep.close') }}
    >
      <Stack gap="md" data-testid="keep-dialog">
        <KeepBody state={state} onRetry={keep.retry} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {state.step === 'done' ? t('keep.close') : t('keep.cancel')}
          </Button>
          {state.step === 'ready' && state.grants.total_size > 0 && (
            <Button onClick={() => void keep.download(state.grants)}>{t('keep.confirm')}</Button>
          )}
          {state.step === 'stopped' && <Button onClick={() => void keep.resume()}>{t('keep.resume')}</Button>}
          {state.step === 'done' && (
            <Button component={Link} to={KEPT_PAGE_PATH} onClick={props.onClose}>
              {t('keep.seeKept')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function KeepBody({ state, onRetry }: { state: KeepState; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (state.step) {
    case 'sizing':
      return (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('keep.sizing')}</Text>
        </Group>
      );
    case 'size-error':
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('keep.sizeError')}
        >
          <Text size="sm">{errorMessage(state.error, t)}</Text>
          <Button size="xs" mt="sm" onClick={onRetry}>
            {t('keep.retry')}
          </Button>
        </Alert>
      );
    case 'ready':
      return <SizeSummary state={state} />;
    case 'downloading':
    case 'stopped':
      return <DownloadProgress state={state} />;
    case 'done':
      return (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          title={t('keep.done')}
        >
          <Text size="sm" data-testid="keep-done">
            {t('keep.doneCount', { count: state.kept })} {t('keep.doneText')}
          </Text>
          {state.failed.length > 0 && (
            <Text size="sm" mt="xs" data-testid="keep-failed">
              {t('keep.failedItems', { count: state.failed.length, titles: state.failed.join(', ') })}
            </Text>
          )}
        </Alert>
      );
  }
}

function SizeSummary({ state }: { state: Extract<KeepState, { step: 'ready' }> }) {
  const { t } = useTranslation();
  const kept = grantedItems(state.grants);
  const refused = state.grants.items.filter((item) => !item.granted);
  if (kept.length === 0) {
    return (
      <Stack gap={4} role="status">
        <Text fw={600}>{t('keep.nothing')}</Text>
        <Text size="sm">{t('keep.nothingText')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} role="status">
      <Text fw={700} size="lg" data-testid="keep-size">
        {t('keep.sizeLine', { size: formatBytes(state.grants.total_size) })}
      </Text>
      <Text size="sm">{t('keep.itemsLine', { count: kept.length })}</Text>
      {refused.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('keep.refusedLine', { count: refused.length, titles: refused.map((i) => i.content_title).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

function DownloadProgress({ state }: { state: Extract<KeepState, { step: 'downloading' | 'stopped' }> }) {
  const { t } = useTranslation();
  const { done, total } = state.progress;
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <Stack gap="xs">
      {state.step === 'stopped' && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('keep.stopped')}
        >
          <Text size="sm">{state.dropped ? t('keep.stoppedText') : t('keep.failedText')}</Text>
        </Alert>
      )}
      <Progress value={percent} size="lg" aria-label={t('keep.progressLabel')} data-testid="keep-progress" />
      <Text size="sm" aria-live="polite">
        {t('keep.progressText', { done: formatBytes(done), total: formatBytes(total) })}
      </Text>
    </Stack>
  );
}
