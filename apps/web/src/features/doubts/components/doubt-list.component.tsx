import type { DoubtView } from '@esc/contracts';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { DoubtCard } from './doubt-card.component';
import '../doubts.strings';

interface DoubtListProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { doubts: DoubtView[]; total: number };
  };
  empty: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  actions?: (doubt: DoubtView) => ReactNode;
  hideAsker?: boolean;
}

/** A page of doubts with its loading, error and empty states, and the previous and next pages. */
export function DoubtList({ query, empty, page, pageSize, onPage, actions, hideAsker }: DoubtListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={t('doubts.loading')} />;
  if (query.isError)
    return <QueryError title={t('doubts.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  const { doubts, total } = query.data!;
  if (doubts.length === 0) return <Text c="dimmed">{empty}</Text>;
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      {doubts.map((doubt) => (
        <DoubtCard key={doubt.doubt_id} doubt={doubt} actions={actions?.(doubt)} hideAsker={hideAsker} />
      ))}
      {last > 1 && (
        <Group gap="xs" justify="center">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('doubts.page.previous')}
          </Button>
          <Text size="sm">{t('doubts.page.number', { n: page })}</Text>
          <Button variant="default" disabled={page >= last} onClick={() => onPage(page + 1)}>
            {t('doubts.page.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
