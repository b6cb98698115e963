import type { MyAttendanceDay } from '@esc/contracts';
import { addCalendarDays } from '@esc/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { MARK_SHADE } from './learner-mark.component';
import '../attendance.strings';
import { appLanguage, formatMonthYear } from '../../../lib/date-format';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The month's days in weeks from Monday; null pads the first and last week. */
export function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addCalendarDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  return formatMonthYear(month, appLanguage());
}

/**
 * A month as a table (a week a row, Monday first): each day with its mark as a letter in a filled
 * shade and the word for screen readers, so the mark never rests on colour alone.
 */
export function MonthCalendar({
  month,
  days,
  today,
}: {
  month: string;
  days: readonly MyAttendanceDay[];
  today: string;
}) {
  const { t } = useTranslation();
  const byDay = new Map(days.map((d) => [d.date, d]));
  return (
    <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={4} horizontalSpacing={2}>
      <Table.Caption>{t('attendance.month.caption', { month: monthName(month) })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((d) => (
            <Table.Th key={d} scope="col" ta="center">
              <span aria-hidden>{t(`attendance.month.weekdaysShort.${d}`)}</span>
              <VisuallyHidden>{t(`attendance.month.weekdays.${d}`)}</VisuallyHidden>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeksOf(month).map((week) => (
          <Table.Tr key={week.find((d) => d !== null)}>
            {week.map((day, i) => {
              const marked = day ? byDay.get(day) : undefined;
              return (
                <Table.Td key={day ?? `pad-${i}`} ta="center" aria-current={day === today ? 'date' : undefined}>
                  {day ? (
                    <>
                      <Text size="sm" fw={day === today ? 700 : 400}>
                        {Number(day.slice(8))}
                      </Text>
                      {marked ? (
                        <>
                          <Text
                            aria-hidden
                            size="xs"
                            fw={700}
                            c="white"
                            mx="auto"
                            w={24}
                            style={{ background: MARK_SHADE[marked.mark], borderRadius: 12, lineHeight: '24px' }}
                            title={t(`attendance.marks.${marked.mark}`)}
                          >
                            {t(`attendance.short.${marked.mark}`)}
                          </Text>
                          <VisuallyHidden>
                            {t(`attendance.marks.${marked.mark}`)}
                            {marked.source === 'live' ? `, ${t('attendance.month.fromLive')}` : ''}
                            {marked.remark ? `: ${marked.remark}` : ''}
                          </VisuallyHidden>
                        </>
                      ) : null}
                    </>
                  ) : null}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
