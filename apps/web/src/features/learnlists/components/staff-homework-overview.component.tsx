import type { ItemWiseReportData } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';
import { useLearnListSearch } from '../api/learnlist-search.api';
import { useAssignedHomework } from '../hooks/use-assigned-homework.hook';
import { useFormatters } from '../hooks/use-formatters.hook';
import { LearnListPath, reportPath } from '../utils/learnlist-paths';
import { LearnListRows } from './learnlist-rows.component';
import { TeacherSubjectLinks } from './subject-links.component';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import '../learnlists.strings';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_LISTS = 5;

/** Due from the start of today to a week ahead. */
export function dueThisWeek(rows: readonly ItemWiseReportData[], nowMs: number): ItemWiseReportData[] {
  const from = new Date(nowMs).setHours(0, 0, 0, 0);
  return rows
    .filter((r) => r.due_at !== null && Date.parse(r.due_at) >= from && Date.parse(r.due_at) <= nowMs + WEEK_MS)
    .sort((a, b) => Date.parse(a.due_at!) - Date.parse(b.due_at!));
}

/** The teacher's dashboard: subjects to teach from, their lists, what is due this week, completion per section. */
export function StaffHomeworkOverview() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useCurrentProfile();
  const admin = !!profile.data && isSchoolAdmin(profile.data.user_type_id, profile.data.role);
  return (
    <Stack gap="lg">
      {!admin && session && (
        <Card withBorder padding="lg" component="section" aria-labelledby="teach-subjects-heading">
          <Title order={2} size="h3" id="teach-subjects-heading" mb={4}>
            {t('learnlists.overview.teachTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('learnlists.overview.teachText')}
          </Text>
          <TeacherSubjectLinks uuid={session.uuid} />
        </Card>
      )}
      <RecentLists me={session?.uuid ?? ''} />
      <AssignedHomework />
    </Stack>
  );
}

function RecentLists({ me }: { me: string }) {
  const { t } = useTranslation();
  const lists = useLearnListSearch({ name: '', stage: null });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="recent-lists-heading">
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h3" id="recent-lists-heading">
          {t('learnlists.overview.listsTitle')}
        </Title>
        <Anchor component={Link} to={LearnListPath.myLists} size="sm">
          {t('learnlists.overview.allLists')}
        </Anchor>
      </Group>
      {lists.isError ? (
        <QueryError title={t('learnlists.mine.loadError')} error={lists.error} onRetry={() => void lists.refetch()} />
      ) : !lists.data ? (
        <Skeleton h={96} role="status" aria-label={t('common.loading')} />
      ) : lists.data.learnlist_list.length === 0 ? (
        <Text c="dimmed">{t('learnlists.mine.empty')}</Text>
      ) : (
        <LearnListRows
          lists={lists.data.learnlist_list.slice(0, RECENT_LISTS)}
          me={me}
          label={t('learnlists.overview.listsTitle')}
        />
      )}
    </Card>
  );
}

function AssignedHomework() {
  const { t } = useTranslation();
  const f = useFormatters();
  const assigned = useAssignedHomework();
  // The clock is read once, when the overview first shows (a render stays pure).
  const [now] = useState(() => Date.now());
  const week = dueThisWeek(assigned.rows, now);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="due-week-heading">
      <Title order={2} size="h3" id="due-week-heading" mb="sm">
        {t('learnlists.overview.dueTitle')}
      </Title>
      {assigned.error ? (
        <QueryError title={t('learnlists.overview.loadError')} error={assigned.error} onRetry={assigned.refetch} />
      ) : assigned.pending ? (
        <Skeleton h={96} role="status" aria-label={t('common.loading')} />
      ) : (
        <Stack gap="md">
          {week.length === 0 ? (
            <Text c="dimmed">{t('learnlists.overview.nothingDue')}</Text>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: '1.2em' }} data-testid="due-this-week">
              {week.map((r) => (
                <li key={`${r.assign_id}-${r.section_id}`}>
                  <ReportLink row={r} /> · {r.section_name} ·{' '}
                  {t('learnlists.overview.dueWhen', { when: f.when(r.due_at) })}
                </li>
              ))}
            </ul>
          )}
          <Title order={3} size="h4">
            {t('learnlists.overview.completionTitle')}
          </Title>
          <SectionCompletion rows={assigned.rows} />
        </Stack>
      )}
    </Card>
  );
}

function ReportLink({ row }: { row: ItemWiseReportData }) {
  return (
    <Anchor component={Link} to={reportPath(row.learnlist_id, row.assign_id)}>
      {row.title}
    </Anchor>
  );
}

/** Each assignment's section and how much of it is done. */
function SectionCompletion({ rows }: { rows: readonly ItemWiseReportData[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (rows.length === 0) return <Text c="dimmed">{t('learnlists.overview.noneAssigned')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320} scrollAreaProps={keyboardScroll(t('learnlists.overview.completionTitle'))}>
      <Table striped data-testid="section-completion">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('learnlists.overview.section')}</Table.Th>
            <Table.Th scope="col">{t('learnlists.overview.homework')}</Table.Th>
            <Table.Th scope="col">{t('learnlists.overview.due')}</Table.Th>
            <Table.Th scope="col">{t('learnlists.overview.done')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.assign_id}-${r.section_id}`}>
              <Table.Td>{r.section_name}</Table.Td>
              <Table.Td>
                <ReportLink row={r} />
              </Table.Td>
              <Table.Td>{f.day(r.due_at)}</Table.Td>
              <Table.Td>{t('learnlists.report.percent', { percent: r.completion_percent })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
