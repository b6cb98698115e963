import type { ItemWiseReportData } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';
import { Alert, Anchor, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useItemWiseReport, type ReportAsk } from '../api/item-wise-report.api';
import { LearnListProblem } from '../components/learnlist-problem.component';
import { ReportDownload } from '../components/report-download.component';
import { ReportTable } from '../components/report-table.component';
import { useFormatters } from '../hooks/use-formatters.hook';
import { idParam, myLearnListPath } from '../utils/learnlist-paths';
import type { ReportWorkSlot } from '../components/work-slots';
import '../learnlists.strings';

/**
 * /learnlist-report/{learnlistId}?assignId=&sectionId=: one section's students by the
 * list's items; the assignment named (a notification names it) or the newest one the caller reaches.
 */
export function LearnListReportRoute({ renderWork }: { renderWork?: ReportWorkSlot }) {
  const { t } = useTranslation();
  const learnlistId = idParam(useParams().learnlistId);
  const [search, setSearch] = useSearchParams();
  const ask: ReportAsk = {
    learnlistId: learnlistId ?? 0,
    assignId: idParam(search.get('assignId')),
    sectionId: idParam(search.get('sectionId')),
  };
  const report = useItemWiseReport(ask);
  const chooseSection = (sectionId: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (sectionId) next.set('sectionId', sectionId);
      else next.delete('sectionId');
      return next;
    });
  const title = report.data?.title ?? t('learnlists.report.title');
  return (
    <Stack gap="lg" maw={1200} miw={0}>
      <PageTitle page={t('learnlists.report.pageTitle', { title })} />
      <Anchor component={Link} to={myLearnListPath(ask.learnlistId)} size="sm">
        {t('learnlists.report.openList')}
      </Anchor>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('learnlists.report.pageTitle', { title })}
      </Title>
      <SectionChoice report={report.data} sectionId={ask.sectionId} onChange={chooseSection} />
      {report.isError ? (
        <LearnListProblem error={report.error} action="report" />
      ) : !report.data ? (
        <Skeleton h={240} role="status" aria-label={t('common.loading')} />
      ) : (
        <ReportBody report={report.data} ask={ask} renderWork={renderWork} />
      )}
    </Stack>
  );
}

function SectionChoice({
  report,
  sectionId,
  onChange,
}: {
  report: ItemWiseReportData | undefined;
  sectionId: number | null;
  onChange: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const options = (profile.data?.sections ?? []).map((s) => ({ value: String(s.section_id), label: s.section_name }));
  if (report?.section_id && !options.some((o) => o.value === String(report.section_id))) {
    options.unshift({ value: String(report.section_id), label: report.section_name ?? '' });
  }
  if (options.length < 2) return null;
  return (
    <Select
      label={t('learnlists.report.section')}
      description={t('learnlists.report.sectionHint')}
      data={options}
      value={sectionId ? String(sectionId) : report?.section_id ? String(report.section_id) : null}
      onChange={onChange}
      allowDeselect={false}
      w={260}
      maw="100%"
    />
  );
}

function ReportBody({
  report,
  ask,
  renderWork,
}: {
  report: ItemWiseReportData;
  ask: ReportAsk;
  renderWork?: ReportWorkSlot;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (report.assign_id === null) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('learnlists.report.notAssigned')}
      </Alert>
    );
  }
  const fixed = { ...ask, assignId: report.assign_id, sectionId: report.section_id };
  return (
    <Stack gap="md" miw={0}>
      <Group gap="lg" wrap="wrap" data-testid="report-summary">
        <Text>{t('learnlists.report.sectionName', { name: report.section_name ?? '' })}</Text>
        {report.due_at && <Text>{t('learnlists.report.due', { when: f.when(report.due_at) })}</Text>}
        <Text fw={600}>{t('learnlists.report.completion', { percent: report.completion_percent })}</Text>
        <ReportDownload ask={fixed} title={report.title} sectionName={report.section_name} />
      </Group>
      {report.students.length === 0 ? (
        <Text c="dimmed">{t('learnlists.report.noStudents')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('learnlists.report.scrollHint')}
          </Text>
          <ReportTable report={report} />
        </>
      )}
      {renderWork &&
        report.items.some((i) => i.learnlist_item_type === LearnListItemType.Task) &&
        renderWork({
          assignId: report.assign_id,
          learnlistId: report.learnlist_id,
          sectionId: report.section_id,
          tasks: report.items
            .filter((i) => i.learnlist_item_type === LearnListItemType.Task)
            .map((i) => ({ itemId: i.learnlist_item_id, text: i.content_title ?? '' })),
        })}
    </Stack>
  );
}
