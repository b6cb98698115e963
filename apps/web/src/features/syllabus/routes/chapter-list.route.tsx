import { isLearner } from '@esc/domain';
import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { isGuestSession, useSession } from '../../../lib/session';
import { useChildList } from '../api/child-list.api';
import { idParam } from '../api/tree-scope';
import { ChaptersSection } from '../components/chapters-section.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { teachPath } from '../utils/syllabus-paths';
import '../syllabus.strings';

/** /syllabus/:boardId/:subjectId/:subjectName: the chapters of a subject. */
export function ChapterListRoute() {
  const params = useParams();
  const boardId = idParam(params.boardId);
  const subjectId = idParam(params.subjectId);
  const chapters = useChildList(boardId, subjectId);
  const title = chapters.data?.parent?.name ?? params.subjectName;
  const teach = boardId && subjectId && title ? teachPath(boardId, subjectId, title) : null;
  return (
    <SyllabusPage title={title} breadcrumbsFor={subjectId} actions={teach && <TeachButton to={teach} />}>
      <ChaptersSection chapters={chapters} pending={chapters.isPending && subjectId !== null} />
    </SyllabusPage>
  );
}

/** Teachers and parents make homework from a subject: the teaching screen. */
function TeachButton({ to }: { to: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || isGuestSession(session) || isLearner(session.user_type_id)) return null;
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconListCheck size={18} aria-hidden />}>
      {t('syllabus.teach')}
    </Button>
  );
}
