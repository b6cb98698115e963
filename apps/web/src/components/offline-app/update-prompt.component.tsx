import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../../lib/service-worker.app';
import { useTestInProgress } from '../../lib/test-in-progress';
import classes from './offline-app.module.css';
import './offline-app.strings';

/** The test engine's screens (spec 002 §2.2): a test may run there whatever the engine has said. */
const TEST_ENGINE = /^\/test-engine\//;

/**
 * "A new version is ready" with Reload, once a new build's worker waits. Never while a test runs
 * (lib/test-in-progress.ts, or the engine's screen is open): the learner's test is never swapped,
 * nor interrupted by the offer; it shows once the test has ended.
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const testRunning = useTestInProgress();
  const { pathname } = useLocation();
  // Pressed: the new version is being swapped in (a second or so); the page reloads by itself.
  const [updating, setUpdating] = useState(false);
  const shown = waiting && !testRunning && !TEST_ENGINE.test(pathname);
  return (
    <div aria-live="polite" data-testid="update-prompt-region">
      {shown && (
        <div className={classes.note} data-testid="update-prompt">
          <IconRefresh size={20} className={classes.icon} aria-hidden />
          <div className={classes.body}>
            <p className={classes.title}>{t('offlineApp.updateReady')}</p>
            <p className={classes.text}>{t('offlineApp.updateText')}</p>
          </div>
          <Button
            size="xs"
            loading={updating}
            onClick={() => {
              setUpdating(true);
              applyUpdate();
            }}
          >
            {t('offlineApp.reload')}
          </Button>
        </div>
      )}
    </div>
  );
}
