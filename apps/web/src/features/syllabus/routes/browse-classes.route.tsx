import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { idParam } from '../api/tree-scope';
import { ListEmpty, ListSkeleton } from '../components/list-states.component';
import { NodeLinkList } from '../components/node-link-list.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { browseClassPath } from '../utils/syllabus-paths';
import '../syllabus.strings';

/** /browse/:boardId: the classes of a board (guest-allowed child list). */
export function BrowseClassesRoute() {
  const { t } = useTranslation();
  const boardId = idParam(useParams().boardId);
  const classes = useChildList(boardId, boardId);
  const board = classes.data?.parent ?? null;
  const list = classes.isError ? [] : (classes.data?.child_list ?? []);
  return (
    <SyllabusPage title={board ? t('syllabus.classesOf', { board: board.name }) : undefined} breadcrumbsFor={boardId}>
      {classes.isError && (
        <QueryError title={t('syllabus.classesError')} error={classes.error} onRetry={() => void classes.refetch()} />
      )}
      {classes.isPending && boardId !== null ? (
        <ListSkeleton />
      ) : list.length === 0 && !classes.isError ? (
        <ListEmpty
          icon={<IconSchool aria-hidden />}
          title={t('syllabus.noClassesTitle')}
          text={t('syllabus.noClassesText')}
        />
      ) : (
        <NodeLinkList
          label={t('syllabus.classesHeading')}
          testId="class-link"
          items={list.map((node) => ({
            id: node.syllabus_id,
            to: browseClassPath(boardId ?? 0, node.syllabus_id),
            name: node.name,
            meta: node.child_count > 0 ? t('syllabus.subjectCount', { count: node.child_count }) : undefined,
          }))}
        />
      )}
    </SyllabusPage>
  );
}
