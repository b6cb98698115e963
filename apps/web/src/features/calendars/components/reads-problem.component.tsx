import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { useCalendarReads } from '../api/calendar.api';
import '../calendars.strings';

/** Says which of the three reads failed (the others still show), with a retry. */
export function ReadsProblem({ reads }: { reads: ReturnType<typeof useCalendarReads> }) {
  const { t } = useTranslation();
  const failed = (['classes', 'homework', 'tests'] as const).filter((k) => reads[k].isError);
  if (failed.length === 0) return null;
  const what = failed.map((k) => t(`calendars.parts.${k}`)).join(', ');
  return (
    <Alert color="red" role="alert" title={t('calendars.loadError')}>
      {t('calendars.partError', { what })}{' '}
      <Button size="xs" variant="default" onClick={() => failed.forEach((k) => void reads[k].refetch())}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
