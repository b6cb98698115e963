import type { ClassroomRecap, LiveClass } from '@esc/contracts';
import { addCalendarDays, localDate } from '@esc/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useScheduleRecaps } from '../api/class-recaps.api';
import { useMySchedule } from '../api/live-classes.api';
import { useLiveClassJoin } from '../hooks/use-live-class-join';
import { ClassRecordings } from './class-recordings.component';
import { ClassRecapLink } from './class-recap-link.component';
import { STATUS_COLOUR, statusWord } from './live-class-status';
import '../live-classes.strings';
import { appLanguage, formatLongDay } from '../../../lib/date-format';

/** Monday of the week holding `isoDate`. */
function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addCalendarDays(isoDate, -((weekday + 6) % 7));
}

const dayLabel = (isoDate: string) => formatLongDay(isoDate, appLanguage());

/**
 * A learner's (a parent: the active child's) week of live classes, by day in the school's zone, with
 * each class's status and, while it is on, a Join button that follows spec 001 §2's join flow.
 */
export function MySchedule({ childUuid, countryIso }: { childUuid: string | null; countryIso: string | null }) {
  const { t } = useTranslation();
  // The week of today in the school's zone, read once when the screen opens.
  const [thisWeek] = useState(() => mondayOf(localDate(Date.now(), countryIso)));
  const [week, setWeek] = useState(thisWeek);
  const range = { ...(childUuid ? { uuid: childUuid } : {}), start_date: week, end_date: addCalendarDays(week, 6) };
  const schedule = useMySchedule(range);
  const recaps = useScheduleRecaps(range);
  const joining = useLiveClassJoin(childUuid);
  const days = Array.from({ length: 7 }, (_, i) => addCalendarDays(week, i));
  const classes = schedule.data?.classes ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {t('liveClasses.weekOf', { date: dayLabel(week) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setWeek(addCalendarDays(week, -7))}>
            {t('liveClasses.previousWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(thisWeek)} disabled={week === thisWeek}>
            {t('liveClasses.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(addCalendarDays(week, 7))}>
            {t('liveClasses.nextWeek')}
          </Button>
        </Group>
      </Group>
      {schedule.data ? (
        <Text size="sm" c="dimmed">
          {t('liveClasses.timeZone', { zone: schedule.data.time_zone })}
        </Text>
      ) : null}
      {joining.error ? (
        <Alert color="red" role="alert">
          {t('liveClasses.joinError')}
        </Alert>
      ) : null}
      {joining.blockedUrl ? (
        <Alert color="yellow" role="status">
          {t('liveClasses.popupBlocked')}{' '}
          <Anchor href={joining.blockedUrl} target="_blank" rel="noopener noreferrer">
            {t('liveClasses.openRoom')}
          </Anchor>
        </Alert>
      ) : null}
      {schedule.isError ? (
        <QueryError title={t('liveClasses.loadError')} error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : schedule.isPending ? (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      ) : classes.length === 0 ? (
        <Text>{t('liveClasses.empty')}</Text>
      ) : (
        days.map((day) => {
          const ofDay = classes.filter((c) => c.schedule_date === day);
          if (ofDay.length === 0) return null;
          return (
            <section key={day} aria-label={dayLabel(day)}>
              <Title order={2} size="h4" mb="xs">
                {dayLabel(day)}
              </Title>
              <Stack gap="sm">
                {ofDay.map((live) => (
                  <ClassCard
                    key={live.sch_id}
                    live={live}
                    recap={recaps.data?.class_room_recap_list.find((r) => r.lecture_id === live.sch_id)}
                    joining={joining.loading && joining.joiningId === live.sch_id}
                    disabled={joining.loading}
                    onJoin={() => void joining.join(live)}
                  />
                ))}
              </Stack>
            </section>
          );
        })
      )}
    </Stack>
  );
}

function ClassCard(props: {
  live: LiveClass;
  recap?: ClassroomRecap;
  joining: boolean;
  disabled: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation();
  const { live } = props;
  const word = statusWord(live);
  // A pasted link is answered while the class is joinable; a provider's room (BigBlueButton, Zoom)
  // gives each learner their own URL through the join flow, so it has no link to show.
  const joinable = word === 'ongoing' && (live.join_link !== null || live.provider !== 'link');
  return (
    <Card withBorder padding="sm" component="article" aria-label={live.title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{live.title}</Text>
          <Text size="sm">
            {live.start_time} · {t('liveClasses.minutes', { count: live.duration })}
            {live.subject_name ? ` · ${live.subject_name}` : ''}
          </Text>
          {live.presenter_name ? (
            <Text size="sm" c="dimmed">
              {t('liveClasses.by', { name: live.presenter_name })}
            </Text>
          ) : null}
          <ClassRecordings live={live} />
          <ClassRecapLink recap={props.recap} title={live.title} />
        </Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLOUR[word]} variant="filled">
            {t(`liveClasses.status.${word}`)}
          </Badge>
          {joinable ? (
            <Button
              onClick={props.onJoin}
              loading={props.joining}
              disabled={props.disabled && !props.joining}
              aria-label={t('liveClasses.join', { title: live.title })}
            >
              {t('liveClasses.joinShort')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}
