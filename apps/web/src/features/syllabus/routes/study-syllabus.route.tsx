import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { useParentDetail } from '../api/parent-detail.api';
import { idParam } from '../api/tree-scope';
import { GroupTabs } from '../components/group-tabs.component';
import { ChaptersSection } from '../components/chapters-section.component';
import { ListSkeleton } from '../components/list-states.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/**
 * /study-syllabus/:subjectId: the other presentation of a subject (spec 002 §2.2): the subject's
 * content by category first, its chapters after.
 */
export function StudySyllabusRoute() {
  const { t } = useTranslation();
  const subjectId = idParam(useParams().subjectId);
  const detail = useParentDetail(subjectId);
  const subject = detail.data?.syllabus ?? null;
  const chapters = useChildList(subject?.board_id ?? null, subject ? subjectId : null);
  return (
    <SyllabusPage
      title={subject ? t('syllabus.studyTitle', { subject: subject.name }) : undefined}
      breadcrumbsFor={subjectId}
    >
      {detail.isError ? (
        <QueryError title={t('syllabus.topicError')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : subject && detail.data ? (
        <GroupTabs syllabusId={subject.syllabus_id} parentId={subject.parent_id ?? 0} version={detail.data.version} />
      ) : (
        <ListSkeleton rows={2} height={80} />
      )}
      <ChaptersSection chapters={chapters} pending={chapters.isPending} skeletonRows={3} />
    </SyllabusPage>
  );
}
