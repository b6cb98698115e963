import type { SentNotice } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import { Badge, Button, Card, Group, Modal, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSaveNotice, useSentNotices } from '../api/notices.api';
import { noticeHeading, noticeTime } from './notice-item.component';
import { NoticeReceipts } from './notice-receipts.component';
import '../notices.strings';

/** Teacher search limit: 30 (spec 001 §9). */
const PAGE = 30;

/** A sent notice: who it is for, "read by N of M", the receipts and, for its author or an admin, removal. */
function SentNoticeCard({
  notice,
  mine,
  onReceipts,
}: {
  notice: SentNotice;
  /** Its author or a school admin: reads the receipts and removes it. */
  mine: boolean;
  onReceipts: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} component="h3" m={0} size="md">
            {noticeHeading(notice)}
          </Text>
          {!notice.published && (
            <Badge color="gray">{t('notices.scheduled', { when: noticeTime(notice.publish_at) })}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('notices.from', { name: notice.author_name })} · {noticeTime(notice.publish_at)} · {notice.audience_label}
        </Text>
        <Text size="sm" lineClamp={2}>
          {notice.notice_text}
        </Text>
        <Group justify="space-between" wrap="wrap" mt="xs">
          <Text size="sm" fw={600}>
            {t('notices.sent.readBy', { read: notice.read_count, total: notice.audience_size })}
          </Text>
          {mine && (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={onReceipts}>
                {t('notices.sent.receipts')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={save.isPending}
                onClick={() => {
                  if (window.confirm(t('notices.sent.removeConfirm'))) {
                    save.mutate({ notice_id: notice.notice_id, is_deleted: true });
                  }
                }}
              >
                {t('notices.sent.remove')}
              </Button>
            </Group>
          )}
        </Group>
        {save.isError && (
          <Text size="sm" c="red" role="alert">
            {t('notices.sent.removeError')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The notices a teacher sent (or, chosen, all of the school's), newest first, with read receipts. */
export function SentNotices() {
  const { t } = useTranslation();
  const [listType, setListType] = useState<'sent' | 'school'>('sent');
  const [receiptsOf, setReceiptsOf] = useState<SentNotice | null>(null);
  const [page, setPage] = useState(1);
  const sent = useSentNotices({ list_type: listType, page_no: page, page_size: PAGE });
  const me = useCurrentProfile().data;
  const admin = me ? isSchoolAdmin(me.user_type_id, me.role) : false;
  const pages = Math.ceil((sent.data?.total ?? 0) / PAGE);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('notices.tabs.sent')}
        value={listType}
        onChange={(v) => {
          setListType(v === 'school' ? 'school' : 'sent');
          setPage(1);
        }}
        data={[
          { value: 'sent', label: t('notices.sent.mine') },
          { value: 'school', label: t('notices.sent.school') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {sent.isError ? (
        <QueryError title={t('notices.loadError')} error={sent.error} onRetry={() => void sent.refetch()} />
      ) : sent.isPending ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : sent.data.notices.length === 0 ? (
        <Text c="dimmed">{t('notices.sent.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {sent.data.notices.map((n) => (
            <SentNoticeCard
              key={n.notice_id}
              notice={n}
              mine={admin || n.author_uuid === me?.uuid}
              onReceipts={() => setReceiptsOf(n)}
            />
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`notices.page.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('notices.page.number', { n }) })}
            />
          )}
        </Stack>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
        opened={receiptsOf !== null}
        onClose={() => setReceiptsOf(null)}
        title={receiptsOf ? `${t('notices.receipts.title')}: ${noticeHeading(receiptsOf)}` : ''}
        size="lg"
      >
        {receiptsOf && <NoticeReceipts noticeId={receiptsOf.notice_id} />}
      </Modal>
    </Stack>
  );
}
