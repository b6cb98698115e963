import type { Profile } from '@esc/contracts';
import { isLearner, isParent, localDate } from '@esc/domain';
import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { MyAttendance } from '../components/my-attendance.component';
import { RegisterTab } from '../components/register-tab.component';
import { SchoolReport } from '../components/school-report.component';
import { SectionReport } from '../components/section-report.component';
import '../attendance.strings';

const STAFF_TABS = ['register', 'section', 'school'] as const;
type StaffTab = (typeof STAFF_TABS)[number];

/** Staff: the register (today by default), a section over days and the school, by tab. */
function StaffAttendance({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => localDate(Date.now(), profile.country_iso));
  const sections = profile.sections;
  const asked = Number(search.get('section'));
  const sectionId = sections.some((s) => s.section_id === asked) ? asked : sections[0]?.section_id;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : today;
  const tab: StaffTab = (STAFF_TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as StaffTab)
    : 'register';
  const show = (changes: Record<string, string>) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [k, v] of Object.entries(changes)) params.set(k, v);
        return params;
      },
      { replace: true },
    );
  if (sectionId === undefined) return <Text>{t('attendance.noSections')}</Text>;
  return (
    <Tabs value={tab} onChange={(v) => v && show({ tab: v })} keepMounted={false}>
      <Tabs.List aria-label={t('attendance.tabs.label')}>
        {STAFF_TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`attendance.tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="register" pt="md">
        <RegisterTab
          sections={sections}
          sectionId={sectionId}
          date={date}
          owner={profile.uuid}
          onPick={(section, day) => show({ section: String(section), date: day })}
        />
      </Tabs.Panel>
      <Tabs.Panel value="section" pt="md">
        <SectionReport
          sections={sections}
          sectionId={sectionId}
          today={today}
          onSection={(section) => show({ section: String(section) })}
        />
      </Tabs.Panel>
      <Tabs.Panel value="school" pt="md">
        <SchoolReport today={today} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /attendance: staff take registers and read their sections and school; a learner reads their own
 * month; a parent a child's (the one `?learner=` names, or the one in `?section=`, else the active child).
 */
export function AttendanceRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const [search] = useSearchParams();
  if (!profile.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const p = profile.data;
  const children = p.children;
  // A notification names the learner, or the section (the absence notice): that child, else the active one.
  const section = Number(search.get('section'));
  const child = isParent(p.user_type_id)
    ? (children.find((c) => c.uuid === search.get('learner')) ??
      children.find((c) => c.sections.some((s) => s.section_id === section)) ??
      children.find((c) => c.uuid === storedChildUuid) ??
      children[0] ??
      null)
    : null;
  const heading = child
    ? t('attendance.childTitle', { name: child.name })
    : isLearner(p.user_type_id)
      ? t('attendance.myTitle')
      : t('attendance.title');
  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={heading} />
      <Title order={1}>{heading}</Title>
      {isLearner(p.user_type_id) ? (
        <MyAttendance />
      ) : isParent(p.user_type_id) ? (
        child ? (
          <MyAttendance key={child.uuid} childUuid={child.uuid} />
        ) : (
          <Text>{t('attendance.noChild')}</Text>
        )
      ) : (
        <StaffAttendance profile={p} />
      )}
    </Stack>
  );
}
