import { Alert, Text } from '@mantine/core';
import { IconCloudCheck, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

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
      {/* teal.9 on white keeps the 4.5:1 of WCAG AA (green.8 and orange.8 do not); waiting is plain text. */}
      <Text
        size="sm"
        c={pendingCount > 0 ? undefined : 'teal.9'}
        fw={pendingCount > 0 ? 600 : undefined}
        data-testid="save-status"
      >
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
