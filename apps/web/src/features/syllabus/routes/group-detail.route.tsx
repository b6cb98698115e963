import { GroupCategory } from '@esc/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useGroupList } from '../api/group-list.api';
import { useParentDetail } from '../api/parent-detail.api';
import { idParam } from '../api/tree-scope';
import { GroupSection } from '../components/group-section.component';
import { ListSkeleton } from '../components/list-states.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/** /syllabus-group-detail/:syllabusId/:groupId/:languageId/:parentId/:categories: one group's content under a node. */
export function GroupDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const syllabusId = idParam(params.syllabusId);
  const groupId = idParam(params.groupId);
  const parentId = idParam(params.parentId) ?? 0;
  const category = idParam(params.categories) ?? GroupCategory.Learn;
  // The link's language (the variant it was opened as); none: the learner's medium.
  const languageId = idParam(params.languageId) ?? undefined;
  const detail = useParentDetail(syllabusId);
  const version = detail.data?.version ?? 0;
  const groups = useGroupList({
    syllabusId: syllabusId ?? 0,
    category,
    groupId: groupId ?? undefined,
    languageId,
    version,
    enabled: detail.isSuccess && syllabusId !== null && groupId !== null,
  });
  const group = groups.data?.find((g) => g.group_id === groupId) ?? groups.data?.[0];
  const error = detail.error ?? groups.error;
  return (
    <SyllabusPage title={group?.group_name ?? detail.data?.syllabus?.name} breadcrumbsFor={syllabusId}>
      {error ? (
        <QueryError
          title={t('syllabus.groupsError')}
          error={error}
          onRetry={() => void (detail.isError ? detail.refetch() : groups.refetch())}
        />
      ) : groups.isSuccess && !group ? (
        <Text>{t('syllabus.groupNotFound')}</Text>
      ) : group && syllabusId ? (
        <GroupSection
          group={group}
          syllabusId={syllabusId}
          parentId={parentId}
          version={version}
          withGroupLink={false}
        />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </SyllabusPage>
  );
}
