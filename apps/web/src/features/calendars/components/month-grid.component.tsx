import { addCalendarDays } from '@esc/domain';
import { Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { monthGridDays, type CalendarEntry, type EntryKind } from '../utils/calendar-entries';
import classes from './calendars.module.css';
import '../calendars.strings';
import { appLanguage, formatLongDay, formatMonthYear } from '../../../lib/date-format';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const KINDS: EntryKind[] = ['live_class', 'homework', 'test'];
const COUNT_KEY = { live_class: 'calendars.classes', homework: 'calendars.homework', test: 'calendars.tests' } as const;

interface MonthGridProps {
  /** YYYY-MM */
  month: string;
  today: string;
  selected: string;
  entries: readonly CalendarEntry[];
  onSelect: (day: string) => void;
  /** Moving past the grid's first or last day goes to that day's month. */
  onMonthChange: (month: string, day: string) => void;
}

const longDay = (day: string) => formatLongDay(day, appLanguage());

/**
 * A month as an ARIA grid (weeks by Monday to Sunday): each day a labelled cell saying what is on it;
 * one cell takes the focus (roving), arrow keys move by a day or a week, Home and End to the week's
 * ends, Page Up and Page Down by a month, Enter or Space shows the day.
 */
export function MonthGrid({ month, today, selected, entries, onSelect, onMonthChange }: MonthGridProps) {
  const { t } = useTranslation();
  const days = monthGridDays(month);
  const refs = useRef(new Map<string, HTMLTableCellElement>());
  const focusNext = useRef(false);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const label = formatMonthYear(month, appLanguage());

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    refs.current.get(selected)?.focus();
  }, [selected, month]);

  function move(day: string) {
    focusNext.current = true;
    if (day.slice(0, 7) !== month) onMonthChange(day.slice(0, 7), day);
    else onSelect(day);
  }

  function onKeyDown(event: KeyboardEvent, day: string) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addCalendarDays(day, -1),
      ArrowRight: () => addCalendarDays(day, 1),
      ArrowUp: () => addCalendarDays(day, -7),
      ArrowDown: () => addCalendarDays(day, 7),
      Home: () => addCalendarDays(day, -weekday),
      End: () => addCalendarDays(day, 6 - weekday),
      PageUp: () => addCalendarDays(day, -28),
      PageDown: () => addCalendarDays(day, 28),
    };
    const to = moves[event.key];
    if (to) {
      event.preventDefault();
      move(to());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(day);
    }
  }

  function summaryOf(day: string): { text: string; counts: [EntryKind, number][] } {
    const ofDay = entries.filter((e) => e.day === day);
    const counts = KINDS.map((k): [EntryKind, number] => [k, ofDay.filter((e) => e.kind === k).length]).filter(
      ([, n]) => n > 0,
    );
    const name = `${longDay(day)}${day === today ? `, ${t('calendars.today')}` : ''}`;
    if (counts.length === 0) return { text: t('calendars.cellNothing', { day: name }), counts };
    const summary = counts.map(([k, n]) => t(COUNT_KEY[k], { count: n })).join(', ');
    return { text: t('calendars.cellSummary', { day: name, summary }), counts };
  }

  return (
    <div>
      <Text size="sm" c="dimmed" id="calendar-grid-hint" mb={4}>
        {t('calendars.gridHint')}
      </Text>
      <table
        role="grid"
        className={classes.grid}
        aria-label={t('calendars.gridLabel', { month: label })}
        aria-describedby="calendar-grid-hint"
      >
        <thead>
          <tr role="row">
            {WEEKDAYS.map((d) => (
              <th key={d} role="columnheader" scope="col" className={classes.head}>
                {t(`calendars.weekdays.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr role="row" key={week[0]}>
              {week.map((day) => {
                const { text, counts } = summaryOf(day);
                return (
                  <td
                    key={day}
                    role="gridcell"
                    ref={(el) => {
                      if (el) refs.current.set(day, el);
                      else refs.current.delete(day);
                    }}
                    tabIndex={day === selected ? 0 : -1}
                    aria-selected={day === selected}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={text}
                    className={`${classes.cell} ${day.slice(0, 7) === month ? '' : classes.outside}`}
                    onClick={() => onSelect(day)}
                    onKeyDown={(e) => onKeyDown(e, day)}
                  >
                    <span aria-hidden className={`${classes.dayNumber} ${day === today ? classes.today : ''}`}>
                      {Number(day.slice(8))}
                    </span>
                    <span aria-hidden className={classes.marks}>
                      {counts.map(([kind, n]) => (
                        <span key={kind} className={classes.mark} data-kind={kind}>
                          {n}
                          <span className={classes.markWord}> {t(`calendars.kind.${kind}`)}</span>
                        </span>
                      ))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
