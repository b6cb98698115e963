import type { SectionSummary } from '@esc/contracts';
import { isParent } from '@esc/domain';
import { EmptyState } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { ClassSubjects } from '../components/class-subjects.component';
import { ListSkeleton } from '../components/list-states.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/**
 * /student-subjects: the subjects of the learner's board and class (the profile's first section);
 * a parent sees the active child's.
 */
export function StudentSubjectsRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  let section: SectionSummary | undefined;
  if (profile.data && isParent(profile.data.user_type_id)) {
    const childUuid = resolveActiveChild(profile.data.children, storedChildUuid);
    section = profile.data.children.find((c) => c.uuid === childUuid)?.sections[0];
  } else {
    section = profile.data?.sections[0];
  }
  return (
    <SyllabusPage title={t('syllabus.subjectsTitle')}>
      {profile.isError ? (
        <QueryError title={t('syllabus.subjectsError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <ListSkeleton rows={3} height={72} />
      ) : section ? (
        <ClassSubjects
          boardId={section.board_id}
          classId={section.class_id}
          title={t('syllabus.subjectsOfClass', { name: `${section.board_name} · ${section.class_name}` })}
        />
      ) : (
        <EmptyState
          icon={<IconSchool aria-hidden />}
          withIndicatorBackground
          title={t('dashboard.noClassTitle')}
          description={t('dashboard.noClassText')}
        />
      )}
    </SyllabusPage>
  );
}
