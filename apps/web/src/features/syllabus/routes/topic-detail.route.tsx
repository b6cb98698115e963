import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark';
import { QueryError } from '../../../components/query-error.component';
import { useParentDetail } from '../api/parent-detail.api';
import { idParam } from '../api/tree-scope';
import { GroupTabs } from '../components/group-tabs.component';
import { ListSkeleton } from '../components/list-states.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/** /student-syllabus-detail/:chapterId/:topicId: a topic's content in learn, practice and test tabs. */
export function TopicDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const chapterId = idParam(params.chapterId);
  const topicId = idParam(params.topicId);
  const detail = useParentDetail(topicId);
  const topic = detail.data?.syllabus ?? null;
  return (
    <SyllabusPage
      title={topic?.name}
      breadcrumbsFor={topicId}
      actions={
        topic && (
          <BookmarkButton
            kind="syllabus"
            itemId={topic.syllabus_id}
            title={topic.name}
            syllabusId={topic.syllabus_id}
            compact
          />
        )
      }
    >
      {detail.isError ? (
        <QueryError title={t('syllabus.topicError')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : topic && detail.data ? (
        <GroupTabs
          syllabusId={topic.syllabus_id}
          parentId={chapterId ?? topic.parent_id ?? 0}
          version={detail.data.version}
        />
      ) : (
        <ListSkeleton rows={3} height={80} />
      )}
    </SyllabusPage>
  );
}
