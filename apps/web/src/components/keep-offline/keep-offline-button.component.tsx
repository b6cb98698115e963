import { Button } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy-with-words';
import { useTranslation } from '../../lib/use-translation';
import type { KeepSource } from '../../lib/kept/kept-db';
import type { KeepTarget } from './use-keep-offline.hook';
import { useKeeper } from './use-keeper.hook';
import './keep-offline.strings';

const KeepDialog = lazy(() => import('./keep-offline-dialog.component'));

export interface KeepOfflineButtonProps {
  target: KeepTarget;
  source: KeepSource;
  size?: 'xs' | 'sm';
}

/**
 * "Keep for offline" where content is listed (a chapter, a homework list, the player): the size
 * first, from the server's grant, then a progress bar while it downloads; after a drop "Go on"
 * resumes. Shown to learners, and to parents for the active child.
 */
export function KeepOfflineButton({ target, source, size = 'sm' }: KeepOfflineButtonProps) {
  const { t } = useTranslation();
  const keeper = useKeeper();
  const [open, setOpen] = useState(false);
  if (!keeper || typeof indexedDB === 'undefined' || typeof caches === 'undefined') return null;
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconCloudDownload size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('keep.buttonFor', { name: source.name })}
        data-testid="keep-offline"
      >
        {t('keep.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <KeepDialog target={target} source={source} forUuid={keeper.forUuid} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
