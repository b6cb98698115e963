import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { useParentDetail } from '../api/parent-detail.api';
import { idParam } from '../api/tree-scope';
import { ClassSubjects } from '../components/class-subjects.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import '../syllabus.strings';

/** /browse/:boardId/:classId: the subjects of a class (guest-allowed). */
export function BrowseClassSubjectsRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const boardId = idParam(params.boardId);
  const classId = idParam(params.classId);
  const detail = useParentDetail(classId);
  const className = detail.data?.syllabus?.name;
  return (
    <SyllabusPage
      title={className ? t('syllabus.subjectsOfClass', { name: className }) : undefined}
      breadcrumbsFor={classId}
    >
      {boardId && classId ? (
        <ClassSubjects boardId={boardId} classId={classId} title={t('syllabus.subjectsHeading')} />
      ) : null}
    </SyllabusPage>
  );
}
