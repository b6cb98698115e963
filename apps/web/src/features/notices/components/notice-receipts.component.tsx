import { List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useNoticeReceipts } from '../api/notices.api';
import { noticeTime } from './notice-item.component';

/** Who of a notice's audience has read it (and when), and who not yet. */
export function NoticeReceipts({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation();
  const receipts = useNoticeReceipts(noticeId);
  if (receipts.isError) {
    return (
      <QueryError
        title={t('notices.receipts.loadError')}
        error={receipts.error}
        onRetry={() => void receipts.refetch()}
      />
    );
  }
  if (receipts.isPending) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  const all = receipts.data.receipts;
  const read = all.filter((r) => r.read_at !== null);
  const notRead = all.filter((r) => r.read_at === null);
  const who = (r: (typeof all)[number]) =>
    [r.name || '—', t(`notices.receipts.${r.role}`), r.section_name].filter(Boolean).join(' · ');
  return (
    <Stack gap="sm">
      <div>
        <Title order={4}>{t('notices.receipts.read', { count: read.length })}</Title>
        {read.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notices.receipts.none')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {read.map((r) => (
              <List.Item key={r.uuid}>
                {who(r)} — {t('notices.receipts.readAt', { when: noticeTime(r.read_at!) })}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <div>
        <Title order={4}>{t('notices.receipts.notRead', { count: notRead.length })}</Title>
        {notRead.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('notices.receipts.none')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {notRead.map((r) => (
              <List.Item key={r.uuid}>{who(r)}</List.Item>
            ))}
          </List>
        )}
      </div>
    </Stack>
  );
}
