import { ActionIcon, Loader, Popover, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { lazy } from '../../../lib/lazy-with-words';
import { useTranslation } from '../../../lib/use-translation';
import { onSessionCleared } from '../../../lib/session';
import { useNotificationPage } from '../api/notification-list.api';
import { endPushOnSignOut } from '../live/push-browser.client';
import { useLiveNotifications } from '../live/use-live-notifications.hook';
import '../notifications.strings';
import classes from './notification-bell.module.css';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

// The list's code loads when the bell is first opened.
const NotificationCentre = lazy(() => import('./notification-centre.component'));

/**
 * The bell in the app shell: the unread count (in its name for screen readers, and announced when
 * it changes), and the notification centre in a dialog under it. It holds this tab's share of the
 * live stream while the person is signed in.
 */
export default function NotificationBell({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const page = useNotificationPage(uuid);
  useLiveNotifications(uuid);
  useEffect(() => onSessionCleared(endPushOnSignOut), []);
  const unread = page.data?.unread_count ?? 0;
  // New unread notifications are announced to screen readers; the count on loading is not.
  const [seen, setSeen] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  if (page.data && seen !== unread) {
    if (seen !== null && unread > seen) setAnnouncement(t('notifications.bell.announce', { count: unread }));
    setSeen(unread);
  }

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        trapFocus
        returnFocus
        closeOnEscape
      >
        <Popover.Target>
          <ActionIcon
            className={classes.bell}
            variant="subtle"
            size="lg"
            aria-label={t('notifications.bell.label', { count: unread })}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
            {unread > 0 && (
              <span className={classes.count} aria-hidden data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </ActionIcon>
        </Popover.Target>
        {/* Mantine names the dialog after the bell: "Notifications, 2 unread". */}
        {/* 380 px where there is room; on a 360 px phone it keeps 8 px from each edge. */}
        <Popover.Dropdown p="sm" maw="calc(100vw - 16px)">
          {opened && (
            <LazyPart fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
              <NotificationCentre uuid={uuid} onClose={() => setOpened(false)} />
            </LazyPart>
          )}
        </Popover.Dropdown>
      </Popover>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {announcement}
      </VisuallyHidden>
    </>
  );
}
