import type { StudentActivityData } from '@esc/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { formatWindowTime, minutesText, numberText } from '../utils/format';

const STATES = ['not_started', 'in_progress', 'submitted', 'evaluated'] as const;

/** Each learner of the assignment: whether they started, submitted, their score, rank and time. */
export function ActivityTable({ data, timeZone }: { data: StudentActivityData; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const title = data.assignment.title || data.assignment.paper_name;
  if (data.students.length === 0) return <Text c="dimmed">{t('authoring.activity.empty')}</Text>;
  const dash = t('authoring.activity.notYet');
  return (
    <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScroll(t('authoring.activity.label', { title }))}>
      <Table striped aria-label={t('authoring.activity.label', { title })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('authoring.activity.colName')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colSection')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colStatus')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colSubmitted')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colScore')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colRank')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colTime')}</Table.Th>
            <Table.Th scope="col">{t('authoring.activity.colExtra')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.students.map((s) => {
            const state = STATES.find((x) => x === s.status);
            return (
              <Table.Tr key={s.uuid} data-testid="activity-row">
                <Table.Th scope="row">{s.name}</Table.Th>
                <Table.Td>{s.section_name ?? dash}</Table.Td>
                <Table.Td>
                  {state ? t(`authoring.activity.state.${state}`) : s.status}
                  {s.submitted_by === 'deadline' && (
                    <Text size="xs" c="dimmed">
                      {t('authoring.activity.byDeadline')}
                    </Text>
                  )}
                  {s.offline_synced_at && (
                    <Text size="xs" data-testid="completed-offline">
                      {t('authoring.activity.completedOffline', {
                        time: formatWindowTime(s.offline_synced_at, timeZone, i18n.language),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{s.submitted_at ? formatWindowTime(s.submitted_at, timeZone, i18n.language) : dash}</Table.Td>
                <Table.Td>{s.score === null ? dash : `${numberText(s.score)} (${numberText(s.percentage)}%)`}</Table.Td>
                <Table.Td>{s.rank ?? dash}</Table.Td>
                <Table.Td>{s.time_spent_ms > 0 ? minutesText(s.time_spent_ms) : dash}</Table.Td>
                <Table.Td>
                  {s.extra_minutes > 0 ? t('authoring.activity.minutes', { count: s.extra_minutes }) : dash}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
