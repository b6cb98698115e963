import { localDate } from '@esc/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { useCalendarReads } from '../api/calendar.api';
import { CalendarPath, type InstituteCalendarState, type PathwayCalendarState } from '../calendar-path';
import { CalendarFrame } from '../components/calendar-frame.component';
import { DayItems } from '../components/day-items.component';
import { MonthGrid } from '../components/month-grid.component';
import { ReadsProblem } from '../components/reads-problem.component';
import type { CalendarLearner } from '../hooks/use-calendar-learner.hook';
import { calendarEntries, monthGridDays, shiftMonth } from '../utils/calendar-entries';
import '../calendars.strings';
import { appLanguage, formatLongDay, formatMonthYear } from '../../../lib/date-format';

/**
 * /institute-calendar (spec 001 §2, state comingFrom): a month of the learner's (a
 * parent: the active child's) live classes, homework due days and tests, as a grid of days; a day
 * chosen shows its items and opens in the learning pathway. Back goes where comingFrom says.
 */
export function InstituteCalendarRoute() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as InstituteCalendarState;
  return (
    <CalendarFrame title={t('calendars.title')} intro={t('calendars.intro')} comingFrom={state.comingFrom}>
      {(learner) => <InstituteMonth key={learner.uuid} learner={learner} />}
    </CalendarFrame>
  );
}

const longDay = (day: string) => formatLongDay(day, appLanguage());

function InstituteMonth({ learner }: { learner: CalendarLearner }) {
  const { t } = useTranslation();
  const [today] = useState(() => localDate(Date.now(), learner.countryIso));
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState(today);
  const days = monthGridDays(month);
  const reads = useCalendarReads({ uuid: learner.uuid, forChild: learner.forChild, from: days[0]!, to: days.at(-1)! });
  const entries = calendarEntries(
    {
      classes: reads.classes.data?.classes,
      homework: reads.homework.data?.homework,
      tests: reads.tests.data?.items,
    },
    learner.countryIso,
  );
  const goTo = (next: string, day: string) => {
    setMonth(next);
    setSelected(day);
  };
  const monthLabel = formatMonthYear(month, appLanguage());
  const pathwayState: PathwayCalendarState = { date: selected, comingFrom: CalendarPath.institute };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" aria-live="polite">
          {monthLabel}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => goTo(shiftMonth(month, -1), `${shiftMonth(month, -1)}-01`)}
          >
            {t('calendars.previousMonth')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => goTo(today.slice(0, 7), today)}
            disabled={month === today.slice(0, 7)}
          >
            {t('calendars.thisMonth')}
          </Button>
          <Button variant="default" size="xs" onClick={() => goTo(shiftMonth(month, 1), `${shiftMonth(month, 1)}-01`)}>
            {t('calendars.nextMonth')}
          </Button>
        </Group>
      </Group>
      <ReadsProblem reads={reads} />
      <MonthGrid
        month={month}
        today={today}
        selected={selected}
        entries={entries}
        onSelect={setSelected}
        onMonthChange={goTo}
      />
      <Card withBorder padding="md" component="section" aria-labelledby="calendar-day-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="calendar-day-heading">
            {t('calendars.dayTitle', { day: longDay(selected) })}
          </Title>
          {reads.classes.isPending && reads.homework.isPending ? (
            <Text c="dimmed" role="status">
              {t('common.loading')}
            </Text>
          ) : (
            <DayItems entries={entries.filter((e) => e.day === selected)} />
          )}
          <Button
            component={Link}
            to={CalendarPath.pathway}
            state={pathwayState}
            variant="default"
            w="fit-content"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('calendars.openDay')}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
