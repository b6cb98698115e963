import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { topNoticesQueryOptions } from '../api/notices.api';
import { NOTICES_PATH } from '../notices-path';
import { NoticeItem } from './notice-item.component';
import '../notices.strings';

/** The dashboards' latest three notices (spec 001 §9: top notices 3); a parent's name the active child. */
export function TopNotices({ childUuid }: { childUuid?: string | null }) {
  const { t } = useTranslation();
  const top = useQuery(topNoticesQueryOptions(childUuid ?? null));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="top-notices-heading" data-testid="top-notices">
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="top-notices-heading">
          {t('notices.topTitle')}
        </Title>
        <Anchor component={Link} to={NOTICES_PATH} size="sm">
          {t('notices.allNotices')}
          {top.data && top.data.unread_count > 0
            ? ` (${t('notices.unreadCount', { count: top.data.unread_count })})`
            : ''}
        </Anchor>
      </Group>
      {top.isError ? (
        <QueryError title={t('notices.loadError')} error={top.error} onRetry={() => void top.refetch()} />
      ) : top.isPending ? (
        <Skeleton h={96} role="status" aria-label={t('common.loading')} />
      ) : top.data.notices.length === 0 ? (
        <Text c="dimmed">{t('notices.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {top.data.notices.map((n) => (
            <NoticeItem key={n.notice_id} notice={n} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
