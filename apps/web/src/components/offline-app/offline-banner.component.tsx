import { Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';
import { formatDay, formatShortDateTime, formatTime } from '../../lib/date-format';
import { useOfflineState } from '../../lib/offline-state';
import classes from './offline-app.module.css';
import './offline-app.strings';

/** "10:42 am" for a copy saved today, "28 Nov, 10:42 am" for an older one. */
function savedTime(savedAt: number, language: string, now = new Date()): string {
  const today = formatDay(savedAt, language) === formatDay(now, language);
  return today ? formatTime(savedAt, language) : formatShortDateTime(savedAt, language);
}

/**
 * "Offline: showing what was saved at 10:42" and, in plain words, which actions wait for the link.
 * Shown by OfflineRegion (its code loads when the link first drops, from the worker's precache).
 */
export default function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const { oldestSavedAt } = useOfflineState();
  return (
    <div className={`${classes.note} ${classes.offline}`} data-testid="offline-banner">
      <IconCloudOff size={20} className={classes.icon} aria-hidden />
      <div className={classes.body}>
        <p className={classes.title}>
          {oldestSavedAt === null
            ? t('offlineApp.offline')
            : t('offlineApp.offlineSavedAt', { time: savedTime(oldestSavedAt, i18n.language) })}
        </p>
        <Text size="sm">{t('offlineApp.waitingActions')}</Text>
      </div>
    </div>
  );
}
