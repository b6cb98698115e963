import type { Institute } from '@esc/contracts';
import { Anchor, Card, DataList, EmptyState, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useInstituteDashboard } from '../api/institute-dashboard.api';
import { InstituteBatchesTable } from '../components/institute-batches-table.component';
import { InstituteBadges, useInstituteTypeLabel } from '../components/institute-card.component';
import { InstitutePage } from '../components/institute-page.component';
import { InstituteSubjects, InstituteTeachers } from '../components/institute-people.component';
import { WithActiveChild } from '../components/parent-child-picker.component';
import '../institutes.strings';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

const TABS = ['overview', 'batches', 'teachers', 'attendance'] as const;
type InstituteTab = (typeof TABS)[number];

/** The attendance feature's month of the child at this institute (the route table passes it in). */
export type AttendanceSlot = (child: { childUuid: string; schoolId: number }) => ReactNode;

interface DetailState {
  instituteTab?: string;
  school_id?: number;
}

function Overview({ institute }: { institute: Institute }) {
  const { t } = useTranslation();
  const typeLabel = useInstituteTypeLabel();
  const d = institute.school_details;
  const rows = [
    { label: t('institutes.chooseInstitute'), value: d.school_institute_name },
    { label: t('institutes.typeLabel'), value: typeLabel(institute.institute_type) },
    { label: t('institutes.identifier'), value: d.institute_identifier ?? t('institutes.notGiven') },
    { label: t('institutes.code'), value: d.school_institute_code ?? t('institutes.notGiven') },
    { label: t('institutes.address'), value: d.school_address ?? t('institutes.notGiven') },
  ];
  return (
    <Stack gap="md">
      <InstituteBadges institute={institute} />
      <DataList labelWidth={130}>
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <InstituteSubjects institute={institute} headingOrder={2} />
    </Stack>
  );
}

function ChildInstitute({
  childUuid,
  state,
  renderAttendance,
}: {
  childUuid: string;
  state: DetailState;
  renderAttendance: AttendanceSlot;
}) {
  const { t } = useTranslation();
  const query = useInstituteDashboard(childUuid);
  const [schoolId, setSchoolId] = useState<number | null>(state.school_id ?? null);
  const [tab, setTab] = useState<InstituteTab>(
    TABS.includes(state.instituteTab as InstituteTab) ? (state.instituteTab as InstituteTab) : 'overview',
  );
  if (query.isError)
    return <QueryError title={t('institutes.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={240} aria-hidden />;
  const institutes = query.data.institutes;
  const institute =
    institutes.find((i) => i.school_details.school_id === schoolId) ??
    institutes.find((i) => i.is_selected) ??
    institutes[0];
  if (!institute) {
    return <EmptyState title={t('institutes.noInstitutesTitle')} description={t('institutes.noInstitutesText')} />;
  }
  return (
    <Stack gap="md">
      {institutes.length > 1 && (
        <Select
          label={t('institutes.chooseInstitute')}
          data={institutes.map((i) => ({
            value: String(i.school_details.school_id),
            label: i.school_details.school_institute_name,
          }))}
          value={String(institute.school_details.school_id)}
          onChange={(value) => value && setSchoolId(Number(value))}
          allowDeselect={false}
          maw={360}
        />
      )}
      <Card withBorder padding="lg">
        <Tabs value={tab} onChange={(value) => value && setTab(value as InstituteTab)} keepMounted={false}>
          <Tabs.List aria-label={t('institutes.tabsLabel')}>
            <Tabs.Tab value="overview">{t('institutes.tabOverview')}</Tabs.Tab>
            <Tabs.Tab value="batches">{t('institutes.tabBatches')}</Tabs.Tab>
            <Tabs.Tab value="teachers">{t('institutes.tabTeachers')}</Tabs.Tab>
            <Tabs.Tab value="attendance">{t('institutes.tabAttendance')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <Overview institute={institute} />
          </Tabs.Panel>
          <Tabs.Panel value="batches" pt="md">
            <InstituteBatchesTable
              batches={institute.batches}
              instituteName={institute.school_details.school_institute_name}
            />
          </Tabs.Panel>
          <Tabs.Panel value="teachers" pt="md">
            <InstituteTeachers institute={institute} headingOrder={2} />
          </Tabs.Panel>
          <Tabs.Panel value="attendance" pt="md">
            <LazyPart fallback={<Skeleton h={240} aria-hidden />}>
              {renderAttendance({ childUuid, schoolId: institute.school_details.school_id })}
            </LazyPart>
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}

/** An institute of the active child (spec 001 §2, state: instituteTab): overview, batches, teachers, attendance. */
export function InstituteDetailParentRoute({ renderAttendance }: { renderAttendance: AttendanceSlot }) {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as DetailState;
  return (
    <InstitutePage title={t('institutes.detailTitle')}>
      {(profile) => (
        <Stack gap="md">
          <Anchor component={Link} to="/parent-institute-dashboard">
            {t('institutes.backToDashboard')}
          </Anchor>
          <WithActiveChild profile={profile}>
            {(childUuid) => (
              <ChildInstitute key={childUuid} childUuid={childUuid} state={state} renderAttendance={renderAttendance} />
            )}
          </WithActiveChild>
        </Stack>
      )}
    </InstitutePage>
  );
}
