import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';

interface QueryErrorProps {
  /** What could not be done, e.g. "We could not load your dashboard." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load in plain words, with a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm">{errorMessage(error, t)}</Text>
      <Group mt="sm">
        <Button size="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
