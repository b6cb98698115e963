import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { errorMessage } from '../lib/error-message';
import classes from './query-error.module.css';

interface QueryErrorProps {
  /** What could not be done, e.g. "We could not load your dashboard." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load in plain words, with a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={classes.box} role="alert" aria-labelledby={titleId}>
      <IconAlertTriangle size={20} className={classes.icon} aria-hidden />
      <div>
        <p className={classes.title} id={titleId}>
          {title}
        </p>
        <Text size="sm">{errorMessage(error, t)}</Text>
        <Group mt="sm">
          <Button size="xs" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </div>
    </div>
  );
}
