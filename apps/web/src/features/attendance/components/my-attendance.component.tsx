import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useMyAttendance } from '../api/attendance.api';
import { MonthCalendar, monthName } from './month-calendar.component';
import '../attendance.strings';

/** The month before or after YYYY-MM. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

interface Props {
  /** A parent's child; absent: the signed-in learner. */
  childUuid?: string | null;
  /** Keeps to one institute (the parent's institute page). */
  schoolId?: number | null;
  headingOrder?: 2 | 3;
}

/** A learner's month (a parent: a child's): the calendar of marks, the month's percentage and counts. */
export function MyAttendance({ childUuid = null, schoolId = null, headingOrder = 2 }: Props) {
  const { t } = useTranslation();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useMyAttendance({
    ...(childUuid ? { uuid: childUuid } : {}),
    ...(schoolId ? { school_id: schoolId } : {}),
    ...(month ? { month } : {}),
  });
  if (query.isError) {
    return <QueryError title={t('attendance.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (!data) return <Skeleton h={280} role="status" aria-label={t('common.loading')} />;
  const thisMonth = data.today.slice(0, 7);
  return (
    <Stack gap="sm" maw={520}>
      {/* The month's name on its own line and the buttons under it: on a 360 px phone, the three in one
          row cut the buttons' words off. */}
      <Title order={headingOrder} size="h4">
        {monthName(data.month)}
      </Title>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setMonth(shiftMonth(data.month, -1))}>
          {t('attendance.month.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={data.month >= thisMonth}
          onClick={() => setMonth(shiftMonth(data.month, 1))}
        >
          {t('attendance.month.next')}
        </Button>
      </Group>
      <div aria-live="polite">
        <Text fw={600}>
          {data.attendance_percent === null
            ? t('attendance.month.noPercent')
            : t('attendance.month.percent', { percent: data.attendance_percent })}
        </Text>
        <Text size="sm">{t('attendance.month.counts', data.counts)}</Text>
      </div>
      <MonthCalendar month={data.month} days={data.days} today={data.today} />
      <Text size="xs" c="dimmed">
        {t('attendance.month.legend')}
      </Text>
    </Stack>
  );
}
