import { Paper, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-message';
import { useChangeDoubtSettings, useDoubtSettings } from '../api/doubts.api';
import '../doubts.strings';

/** The school admin's switch: learners may read each other's answered doubts, without names. */
export function DoubtSettings() {
  const { t } = useTranslation();
  const settings = useDoubtSettings(true);
  const change = useChangeDoubtSettings();
  if (!settings.data?.can_change) return null;
  return (
    <Paper withBorder p="sm">
      <Switch
        label={t('doubts.settings.classmates')}
        checked={settings.data.classmates_see_answered}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ classmates_see_answered: event.currentTarget.checked })}
      />
      {change.isError && (
        <Text c="red.8" size="sm" role="alert">
          {t('doubts.settings.error')} {errorMessage(change.error, t)}
        </Text>
      )}
    </Paper>
  );
}
