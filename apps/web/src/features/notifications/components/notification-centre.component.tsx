import type { NotificationItem } from '@esc/contracts';
import { Box, Button, Group, Skeleton, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useMarkRead, useNotificationPage } from '../api/notification-list.api';
import '../notifications.strings';
import classes from './notification-centre.module.css';
import { formatDateTime } from '../../../lib/date-format';

interface CentreProps {
  uuid: string;
  /** Closes the dialog (opening a notification's link leaves it). */
  onClose: () => void;
}

function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  return (
    <Text component="time" dateTime={iso} size="xs" c="dimmed">
      {formatDateTime(date, i18n.language)}
    </Text>
  );
}

function Entry({ item, onOpen, onMarkRead }: { item: NotificationItem; onOpen: () => void; onMarkRead: () => void }) {
  const { t } = useTranslation();
  const unread = item.read_at === null;
  return (
    <li className={classes.entry} data-unread={unread || undefined}>
      <UnstyledButton className={classes.open} onClick={onOpen}>
        {unread && <VisuallyHidden>{t('notifications.centre.unread')}: </VisuallyHidden>}
        <Text fw={unread ? 700 : 500} size="sm">
          {item.title}
        </Text>
        {item.body && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {item.body}
          </Text>
        )}
        <When iso={item.created_at} />
      </UnstyledButton>
      {unread && (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={onMarkRead}
          aria-label={`${t('notifications.centre.markRead')}: ${item.title}`}
        >
          {t('notifications.centre.markRead')}
        </Button>
      )}
    </li>
  );
}

/** The notification centre: the newest notifications, marking one or all read, opening a link. */
export default function NotificationCentre({ uuid, onClose }: CentreProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = useNotificationPage(uuid);
  const markRead = useMarkRead(uuid);
  const items = page.data?.notifications ?? [];

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    if (item.link) {
      onClose();
      void navigate(item.link);
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t('notifications.centre.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!page.data || page.data.unread_count === 0}
          loading={markRead.isPending && markRead.variables === 'all'}
          onClick={() => markRead.mutate('all')}
        >
          {t('notifications.centre.markAllRead')}
        </Button>
      </Group>
      {page.isError ? (
        <QueryError
          title={t('notifications.centre.loadError')}
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      ) : !page.data ? (
        <Stack gap="xs" aria-busy aria-label={t('common.loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={48} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {t('notifications.centre.empty')}
        </Text>
      ) : (
        <Box component="ul" className={classes.list} data-testid="notification-list">
          {items.map((item) => (
            <Entry
              key={item.id}
              item={item}
              onOpen={() => open(item)}
              onMarkRead={() => markRead.mutate({ ids: [item.id] })}
            />
          ))}
        </Box>
      )}
      {markRead.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('notifications.centre.markError')}
        </Text>
      )}
    </Stack>
  );
}
