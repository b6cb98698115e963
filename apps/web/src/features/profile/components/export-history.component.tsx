import type { DataExport } from '@esc/contracts';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { downloadExport } from '../api/data-exports.api';
import '../your-data.strings';

/**
 * A person's earlier exports under the newest one: when each was asked, whether it is ready (and
 * until when), could not be made, or has expired (and when its file went). A ready one downloads.
 */
export function ExportHistory({ earlier }: { earlier: readonly DataExport[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (earlier.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap={4}>
      <Text size="sm" fw={600} id={titleId}>
        {t('yourData.history.title')}
      </Text>
      <List listStyleType="none" p={0} spacing="xs">
        {earlier.map((item) => (
          <List.Item key={item.export_id}>
            <PastExport item={item} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function PastExport({ item }: { item: DataExport }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [failed, setFailed] = useState(false);
  const state = (() => {
    switch (item.state) {
      case 'waiting':
      case 'building':
        return t('yourData.history.underWay');
      case 'ready':
        return t('yourData.history.ready', { date: date.dateTime(item.expires_at ?? item.requested_at) });
      case 'failed':
        return t('yourData.history.failed');
      case 'expired':
        return t('yourData.history.expired', { date: date.dateTime(item.expires_at ?? item.requested_at) });
    }
  })();
  const download = () => {
    setFailed(false);
    downloadExport(item).catch(() => setFailed(true));
  };
  return (
    <Stack gap={0}>
      <Text size="sm">{t('yourData.history.asked', { date: date.dateTime(item.requested_at) })}</Text>
      <Text size="xs" c="dimmed">
        {state}
      </Text>
      {item.state === 'ready' && (
        <Anchor component="button" type="button" size="xs" w="fit-content" onClick={download}>
          {t('yourData.history.download')}
        </Anchor>
      )}
      {failed && (
        <Text size="xs" c="red" role="alert">
          {t('yourData.downloadFailed')}
        </Text>
      )}
    </Stack>
  );
}
