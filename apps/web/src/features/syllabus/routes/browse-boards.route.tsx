import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useBoardList } from '../api/board-list.api';
import { ListEmpty, ListSkeleton } from '../components/list-states.component';
import { NodeLinkList } from '../components/node-link-list.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { browseBoardPath } from '../utils/syllabus-paths';
import '../syllabus.strings';

/** /browse: the boards (guest-allowed); each opens its classes. */
export function BrowseBoardsRoute() {
  const { t } = useTranslation();
  const boards = useBoardList();
  return (
    <SyllabusPage title={t('syllabus.browseTitle')}>
      {boards.isError ? (
        <QueryError title={t('syllabus.boardsError')} error={boards.error} onRetry={() => void boards.refetch()} />
      ) : boards.isPending ? (
        <ListSkeleton />
      ) : boards.data.length === 0 ? (
        <ListEmpty
          icon={<IconSchool aria-hidden />}
          title={t('syllabus.noBoardsTitle')}
          text={t('syllabus.noBoardsText')}
        />
      ) : (
        <NodeLinkList
          label={t('syllabus.boardsHeading')}
          testId="board-link"
          items={boards.data.map((board) => ({
            id: board.syllabus_id,
            to: browseBoardPath(board.syllabus_id),
            name: board.name,
            meta: board.child_count > 0 ? t('syllabus.classCount', { count: board.child_count }) : undefined,
          }))}
        />
      )}
    </SyllabusPage>
  );
}
