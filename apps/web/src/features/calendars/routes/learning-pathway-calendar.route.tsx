import { addCalendarDays, localDate } from '@esc/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useCalendarReads } from '../api/calendar.api';
import { useSubjectName } from '../api/subject-name.api';
import { CalendarPath, type PathwayCalendarState } from '../calendar-path';
import { CalendarFrame } from '../components/calendar-frame.component';
import { DayItems } from '../components/day-items.component';
import { ReadsProblem } from '../components/reads-problem.component';
import type { CalendarLearner } from '../hooks/use-calendar-learner.hook';
import { calendarEntries, type CalendarEntry } from '../utils/calendar-entries';
import '../calendars.strings';
import { appLanguage, formatFullDay } from '../../../lib/date-format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /LearningPathwayCalendar (spec 001 §2): a day's items for a class and subject, from the router
 * state (class_id, assign_id, date, recommend_type, subject_id, isFromLearningPathwayCalendar,
 * comingFrom). The day's live classes, homework due and tests, of the subject when one is named; the
 * assignment named is pointed out; opening an item goes to it, with isFromLearningPathwayCalendar set
 * so it can come back. recommend_type is kept and passed on (the specs do not say what its values mean).
 */
export function LearningPathwayCalendarRoute() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as PathwayCalendarState;
  return (
    <CalendarFrame
      title={t('calendars.pathwayTitle')}
      intro={t('calendars.pathwayIntro')}
      comingFrom={state.comingFrom}
    >
      {(learner) => <PathwayDay learner={learner} state={state} />}
    </CalendarFrame>
  );
}

function PathwayDay({ learner, state }: { learner: CalendarLearner; state: PathwayCalendarState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [today] = useState(() => localDate(Date.now(), learner.countryIso));
  const date = typeof state.date === 'string' && DAY.test(state.date) ? state.date : today;
  const subjectId = idOf(state.subject_id);
  const classId = idOf(state.class_id);
  const assignId = idOf(state.assign_id);
  const reads = useCalendarReads({ uuid: learner.uuid, forChild: learner.forChild, from: date, to: date });
  const subject = useSubjectName(subjectId);
  const all = calendarEntries(
    { classes: reads.classes.data?.classes, homework: reads.homework.data?.homework, tests: reads.tests.data?.items },
    learner.countryIso,
  ).filter((e) => e.day === date);
  const entries = all.filter(
    (e) =>
      ofSubject(e, subjectId, subject.data ?? null) &&
      (classId === null || e.classId === null || e.classId === classId),
  );
  const highlight = entries.find((e) => e.assignId !== null && e.assignId === assignId)?.key ?? null;
  const goToDay = (day: string) =>
    void navigate(CalendarPath.pathway, { state: { ...state, date: day }, replace: true });
  const opened: PathwayCalendarState = {
    ...state,
    date,
    isFromLearningPathwayCalendar: true,
    comingFrom: CalendarPath.pathway,
  };
  const dayLabel = formatFullDay(date, appLanguage());
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" aria-live="polite">
          {dayLabel}
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => goToDay(addCalendarDays(date, -1))}>
            {t('calendars.previousDay')}
          </Button>
          <Button variant="default" size="xs" onClick={() => goToDay(addCalendarDays(date, 1))}>
            {t('calendars.nextDay')}
          </Button>
        </Group>
      </Group>
      {subjectId !== null && subject.data ? (
        <Text size="sm">{t('calendars.subjectOnly', { subject: subject.data })}</Text>
      ) : null}
      <ReadsProblem reads={reads} />
      <Card withBorder padding="md" component="section" aria-label={dayLabel}>
        {reads.classes.isPending && reads.homework.isPending ? (
          <Text c="dimmed" role="status">
            {t('common.loading')}
          </Text>
        ) : (
          <DayItems entries={entries} state={opened} highlightKey={highlight} />
        )}
      </Card>
    </Stack>
  );
}

/** A live class by its subject id; homework by its subject's name; a test (whose subject no read says) always. */
function ofSubject(entry: CalendarEntry, subjectId: number | null, subjectName: string | null): boolean {
  if (subjectId === null) return true;
  if (entry.kind === 'live_class') return entry.subjectId === subjectId;
  if (entry.kind === 'homework') return subjectName === null || entry.subjectName === subjectName;
  return true;
}
