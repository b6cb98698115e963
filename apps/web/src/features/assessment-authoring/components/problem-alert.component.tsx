import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { problemText } from '../utils/problem-text';

/** A failed write in plain words, announced (role alert). */
export function ProblemAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('authoring.problemTitle')}
      data-testid="authoring-problem"
    >
      {problemText(error, t)}
    </Alert>
  );
}
