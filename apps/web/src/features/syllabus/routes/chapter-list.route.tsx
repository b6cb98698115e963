import { useParams } from 'react-router';
import { useChildList } from '../api/child-list.api';
import { idParam } from '../api/tree-scope';
import { ChaptersSection } from '../components/chapters-section.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/** /syllabus/:boardId/:subjectId/:subjectName: the chapters of a subject. */
export function ChapterListRoute() {
  const params = useParams();
  const boardId = idParam(params.boardId);
  const subjectId = idParam(params.subjectId);
  const chapters = useChildList(boardId, subjectId);
  const title = chapters.data?.parent?.name ?? params.subjectName;
  return (
    <SyllabusPage title={title} breadcrumbsFor={subjectId}>
      <ChaptersSection chapters={chapters} pending={chapters.isPending && subjectId !== null} />
    </SyllabusPage>
  );
}
