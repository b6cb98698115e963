import { Button, EmptyState, Group, Loader } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PageTitle } from '../../components/page-title.component';
import {
  browserChunkReload,
  isChunkLoadError,
  mayReloadForStaleChunk,
  probeChunk,
  reloadForStaleChunk,
} from '../../lib/chunk-error';
import { isGuestSession, useSession } from '../../lib/session';
import { GUEST_HOME } from '../layouts/role-navigation';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * What a screen shows when it fails to render or its code fails to load (instead of React
 * Router's developer page). A missing chunk on a stale page reloads once to the new version; offline,
 * the screen says so and reloads when the connection returns. Retry reloads: a failed lazy import
 * stays failed until the page loads again.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const online = useOnline();
  const session = useSession();
  const chunk = isChunkLoadError(error);
  // Online, a missing chunk first asks the server whether a reload would help (shown as loading): it
  // reloads once when a deploy replaced the chunk, and never when the server cannot be reached (the
  // reloaded page could not start: a blank page). Offline, it waits for the connection (`online`
  // turns true and this runs again).
  const mayReload = chunk && mayReloadForStaleChunk(browserChunkReload());
  const [checked, setChecked] = useState<unknown>(null);
  const reloading = mayReload && checked !== error;
  useEffect(() => {
    if (!mayReload) return;
    let current = true;
    void probeChunk(error).then((probe) => {
      if (!current) return;
      if (probe !== 'stale' || !reloadForStaleChunk(browserChunkReload())) setChecked(error);
    });
    return () => {
      current = false;
    };
  }, [mayReload, error, online]);

  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (reloading) return <Loader m="xl" aria-label={t('common.loading')} />;

  const home = !session || isGuestSession(session) ? GUEST_HOME : '/';
  const title = chunk ? t('appError.chunkTitle') : t('appError.title');
  const text = chunk ? (online ? t('appError.chunkText') : t('appError.offlineText')) : t('appError.text');
  return (
    <>
      <PageTitle page={title} />
      <EmptyState
        mt="xl"
        icon={online ? <IconAlertTriangle aria-hidden /> : <IconWifiOff aria-hidden />}
        withIndicatorBackground
        role="alert"
        data-testid="route-error"
      >
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
        <EmptyState.Actions>
          <Group justify="center">
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
              {t('appError.retry')}
            </Button>
            {/* A plain link: a full page load, since the app's own state may be what failed. */}
            <Button component="a" href={home} variant="default">
              {session && !isGuestSession(session) ? t('appError.dashboard') : t('nav.backToBrowse')}
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </>
  );
}
