import { Alert, Text } from '@mantine/core';
import { IconCloudCheck, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether answers are with the server: offline, answers waiting, or all saved (announced politely). */
export function SaveStatus({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {!online && (
        <Alert color="orange" icon={<IconWifiOff aria-hidden />} mb="xs">
          {t('assessments.engine.offline')}
        </Alert>
      )}
      <Text size="sm" c={pendingCount > 0 ? 'orange.8' : 'green.8'} data-testid="save-status">
        {pendingCount > 0 ? (
          t('assessments.engine.pending', { count: pendingCount })
        ) : (
          <>
            <IconCloudCheck size={14} aria-hidden /> {t('assessments.engine.allSaved')}
          </>
        )}
      </Text>
    </div>
  );
}
