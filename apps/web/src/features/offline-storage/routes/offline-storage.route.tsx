import { Alert, Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import type { KeptItem } from '../../../lib/kept/kept-db';
import { formatBytes } from '../../../lib/kept/kept-size';
import { keptDeviceFacts, listKeptItems, removeKeptItem } from '../../../lib/kept/kept.app';
import { useSession } from '../../../lib/session';
import '../offline-storage.strings';

const keptKeys = {
  all: ['kept-offline'] as const,
  items: (owner: string) => [...keptKeys.all, 'items', owner] as const,
  device: (owner: string) => [...keptKeys.all, 'device', owner] as const,
};

/**
 * /offline-storage: what the person kept on this device (each with its size and "Remove"), the
 * total, the space the browser still allows, and the answer to the persistent-storage request made
 * when the first thing was kept, in words. It reads only the device, so it works offline.
 */
export function OfflineStorageRoute() {
  const { t } = useTranslation();
  const owner = useSession()?.uuid ?? '';
  const items = useQuery({ queryKey: keptKeys.items(owner), queryFn: listKeptItems, networkMode: 'always' });
  const device = useQuery({ queryKey: keptKeys.device(owner), queryFn: keptDeviceFacts, networkMode: 'always' });
  const list = items.data ?? [];
  const total = list.reduce((sum, item) => sum + item.size, 0);
  return (
    <Stack gap="md" maw={900} w="100%">
      <PageTitle page={t('kept.title')} />
      <Title order={1} size="h2">
        {t('kept.title')}
      </Title>
      <Text>{t('kept.intro')}</Text>
      {device.data && device.data.removedByCheck.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('kept.removedByCheck', { titles: device.data.removedByCheck.join(', ') })}
        </Alert>
      )}
      {items.isError ? (
        <QueryError title={t('kept.loadError')} error={items.error} onRetry={() => void items.refetch()} />
      ) : items.isPending ? (
        <Stack gap="sm" aria-busy aria-label={t('common.loading')}>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconCloudOff aria-hidden />}
          withIndicatorBackground
          title={t('kept.emptyTitle')}
          description={t('kept.emptyText')}
        />
      ) : (
        <>
          <Text fw={700} data-testid="kept-total">
            {t('kept.total', { size: formatBytes(total) })} · {t('kept.count', { count: list.length })}
          </Text>
          <Stack gap="sm" component="ul" aria-label={t('kept.listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((item) => (
              <KeptRow key={item.id} item={item} />
            ))}
          </Stack>
        </>
      )}
      <DeviceSpace facts={device.data} pending={device.isPending} />
    </Stack>
  );
}

function SourceText({ item }: { item: KeptItem }) {
  const { t } = useTranslation();
  const { type, name } = item.source;
  return (
    <Text size="xs" c="dimmed">
      {type === 'chapter'
        ? t('kept.fromChapter', { name })
        : type === 'learn-list'
          ? t('kept.fromLearnList', { name })
          : t('kept.fromItem')}
    </Text>
  );
}

function KeptRow({ item }: { item: KeptItem }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => removeKeptItem(item.contentId),
    networkMode: 'always',
    onSuccess: () => {
      setSaid(t('kept.removed', { title: item.title }));
      void client.invalidateQueries({ queryKey: keptKeys.all });
    },
  });
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="kept-item">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Anchor
            component={Link}
            to={`/content-player/${item.contentId}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Anchor>
          <Text size="sm">
            {t('kept.size', { size: formatBytes(item.size) })} ·{' '}
            {item.complete ? t('kept.ready') : t('kept.unfinished')}
          </Text>
          <SourceText item={item} />
        </Stack>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={t('kept.removeItem', { title: item.title })}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('kept.remove')}
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {remove.isError && (
          <Text size="sm" c="red.8">
            {t('kept.removeFailed')}
          </Text>
        )}
        {said && <Text size="sm">{said}</Text>}
      </div>
    </Paper>
  );
}

function DeviceSpace({
  facts,
  pending,
}: {
  facts: Awaited<ReturnType<typeof keptDeviceFacts>> | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const persist = facts?.persist;
  return (
    <Stack gap={4} component="section" aria-labelledby="kept-space-heading">
      <Title order={2} size="h4" id="kept-space-heading">
        {t('kept.spaceHeading')}
      </Title>
      {pending ? (
        <Skeleton h={20} w="60%" />
      ) : (
        <Text size="sm" data-testid="kept-space">
          {facts?.free != null && facts.used != null
            ? t('kept.spaceFree', { free: formatBytes(facts.free), used: formatBytes(facts.used) })
            : t('kept.spaceUnknown')}
        </Text>
      )}
      {persist && (
        <Text size="sm" data-testid="kept-persist">
          {persist === 'granted'
            ? t('kept.persistGranted')
            : persist === 'refused'
              ? t('kept.persistRefused')
              : t('kept.persistUnsupported')}
        </Text>
      )}
    </Stack>
  );
}
