import { Group, ScrollArea, Skeleton, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSchoolAttendance } from '../api/attendance.api';
import { RangeInputs } from './range-inputs.component';
import { percentText } from './section-report.component';
import '../attendance.strings';

/** The school's sections (a teacher: those they teach) for a day or a range, with percentages. */
export function SchoolReport({ today }: { today: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ start: today, end: today });
  const school = useSchoolAttendance({ start_date: range.start, end_date: range.end });
  const none = t('attendance.report.noPercent');
  const data = school.data;
  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <RangeInputs range={range} onChange={setRange} />
      </Group>
      {school.isError ? (
        <QueryError title={t('attendance.loadError')} error={school.error} onRetry={() => void school.refetch()} />
      ) : data ? (
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={640}>
            <Table.Caption>
              {t('attendance.school.heading', { from: data.start_date, to: data.end_date })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('attendance.section')}</Table.Th>
                <Table.Th scope="col">{t('attendance.school.class')}</Table.Th>
                <Table.Th scope="col">{t('attendance.school.learners')}</Table.Th>
                <Table.Th scope="col">{t('attendance.school.registers')}</Table.Th>
                <Table.Th scope="col">{t('attendance.marks.present')}</Table.Th>
                <Table.Th scope="col">{t('attendance.marks.absent')}</Table.Th>
                <Table.Th scope="col">{t('attendance.marks.late')}</Table.Th>
                <Table.Th scope="col">{t('attendance.marks.excused')}</Table.Th>
                <Table.Th scope="col">{t('attendance.report.percent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sections.map((s) => (
                <Table.Tr key={s.section_id}>
                  <Table.Th scope="row">{s.section_name}</Table.Th>
                  <Table.Td>{s.class_name}</Table.Td>
                  <Table.Td>{s.total_students}</Table.Td>
                  <Table.Td>
                    {s.registers} ({t('attendance.school.lastMarked')}:{' '}
                    {s.last_marked_date ?? t('attendance.school.never')})
                  </Table.Td>
                  <Table.Td>{s.counts.present}</Table.Td>
                  <Table.Td>{s.counts.absent}</Table.Td>
                  <Table.Td>{s.counts.late}</Table.Td>
                  <Table.Td>{s.counts.excused}</Table.Td>
                  <Table.Td>{percentText(s.attendance_percent, none)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{t('attendance.school.total')}</Table.Th>
                <Table.Td />
                <Table.Td>{data.total_students}</Table.Td>
                <Table.Td />
                <Table.Td>{data.counts.present}</Table.Td>
                <Table.Td>{data.counts.absent}</Table.Td>
                <Table.Td>{data.counts.late}</Table.Td>
                <Table.Td>{data.counts.excused}</Table.Td>
                <Table.Td>{percentText(data.attendance_percent, none)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
