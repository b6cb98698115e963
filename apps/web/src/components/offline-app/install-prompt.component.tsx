import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { dismissInstallOffer, promptInstall, useInstallOffer } from '../../lib/install-prompt';
import classes from './offline-app.module.css';
import './offline-app.strings';

/**
 * "Install ESC+ on this device" on a dashboard, when the browser offers to install the app; gone
 * once installed, and for good once the person says "Not now" (remembered on this device).
 */
export default function InstallPrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <section className={classes.note} aria-labelledby={titleId} data-testid="install-prompt">
      <IconDownload size={20} className={classes.icon} aria-hidden />
      <div className={classes.body}>
        <h2 className={classes.title} id={titleId}>
          {t('offlineApp.installTitle')}
        </h2>
        <p className={classes.text}>{t('offlineApp.installText')}</p>
        <Group gap="xs" mt="xs">
          <Button size="xs" onClick={() => void promptInstall()}>
            {t('offlineApp.install')}
          </Button>
          <Button size="xs" variant="subtle" onClick={dismissInstallOffer}>
            {t('offlineApp.notNow')}
          </Button>
        </Group>
      </div>
    </section>
  );
}
