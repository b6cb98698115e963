import type { SectionAttendanceData, SectionAttendanceBody, SectionSummary } from '@esc/contracts';
import { addCalendarDays } from '@esc/domain';
import { Button, Group, ScrollArea, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { errorMessage } from '../../../lib/error-message';
import { downloadAttendance, useSectionAttendance } from '../api/attendance.api';
import { RangeInputs } from './range-inputs.component';
import { SectionPicker } from './register-tab.component';
import '../attendance.strings';

export const percentText = (value: number | null, none: string) => (value === null ? none : `${value}%`);

/** The percentages of a section's learners, and each day's mark (letters with their word for screen readers). */
function SectionTables({ data }: { data: SectionAttendanceData }) {
  const { t } = useTranslation();
  const none = t('attendance.report.noPercent');
  return (
    <Stack gap="md">
      <ScrollArea type="auto">
        <Table striped withTableBorder miw={480}>
          <Table.Caption>
            {t('attendance.report.heading', { section: data.section_name, from: data.start_date, to: data.end_date })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('attendance.report.learner')}</Table.Th>
              {(['present', 'absent', 'late', 'excused'] as const).map((m) => (
                <Table.Th key={m} scope="col">
                  {t(`attendance.marks.${m}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('attendance.report.percent')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[
              ...data.learners,
              {
                uuid: 'total',
                name: t('attendance.report.total'),
                counts: data.counts,
                attendance_percent: data.attendance_percent,
              },
            ].map((l) => (
              <Table.Tr key={l.uuid}>
                <Table.Th scope="row">{l.name}</Table.Th>
                <Table.Td>{l.counts.present}</Table.Td>
                <Table.Td>{l.counts.absent}</Table.Td>
                <Table.Td>{l.counts.late}</Table.Td>
                <Table.Td>{l.counts.excused}</Table.Td>
                <Table.Td>{percentText(l.attendance_percent, none)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {data.dates.length > 0 ? (
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders>
            <Table.Caption>
              {t('attendance.report.days')}. {t('attendance.report.legend')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('attendance.report.learner')}</Table.Th>
                {data.dates.map((d) => (
                  <Table.Th key={d} scope="col">
                    {d.slice(5)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.learners.map((l) => (
                <Table.Tr key={l.uuid}>
                  <Table.Th scope="row">{l.name}</Table.Th>
                  {l.marks.map((mark, i) => (
                    <Table.Td key={data.dates[i]}>
                      {mark ? (
                        <>
                          <span aria-hidden>
                            {t(`attendance.short.${mark}`)}
                            {l.sources[i] === 'live' ? '*' : ''}
                          </span>
                          <VisuallyHidden>
                            {t(`attendance.marks.${mark}`)} {l.sources[i] === 'live' ? t('attendance.report.live') : ''}
                          </VisuallyHidden>
                        </>
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : (
        <Text>{t('attendance.report.none')}</Text>
      )}
    </Stack>
  );
}

/** A section over days (default the last 30 up to today), with the downloads. */
export function SectionReport({
  sections,
  sectionId,
  today,
  onSection,
}: {
  sections: readonly SectionSummary[];
  sectionId: number;
  today: string;
  onSection: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState({ start: addCalendarDays(today, -29), end: today });
  const body: SectionAttendanceBody = { section_id: sectionId, start_date: range.start, end_date: range.end };
  const report = useSectionAttendance(body);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const download = (format: 'xlsx' | 'csv') => {
    setDownloadError(null);
    const name = `attendance-${report.data?.section_name ?? sectionId}-${range.start}-to-${range.end}.${format}`;
    downloadAttendance(format, body, name).catch(setDownloadError);
  };
  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <SectionPicker sections={sections} value={sectionId} onChange={onSection} />
        <RangeInputs range={range} onChange={setRange} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="outline" onClick={() => download('xlsx')}>
          {t('attendance.report.downloadXlsx')}
        </Button>
        <Button variant="outline" onClick={() => download('csv')}>
          {t('attendance.report.downloadCsv')}
        </Button>
      </Group>
      {downloadError ? (
        <Text role="alert" c="red.8" size="sm">
          {t('attendance.report.downloadError')} {errorMessage(downloadError, t)}
        </Text>
      ) : null}
      {report.isError ? (
        <QueryError title={t('attendance.loadError')} error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data ? (
        <>
          <Title order={2} size="h3">
            {t('attendance.report.heading', {
              section: report.data.section_name,
              from: report.data.start_date,
              to: report.data.end_date,
            })}
          </Title>
          <SectionTables data={report.data} />
        </>
      ) : (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
