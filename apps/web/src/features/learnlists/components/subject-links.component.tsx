import type { TeacherSubject } from '@esc/contracts';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildren } from '../api/teaching-tree.api';
import { useTeacherDetail } from '../api/teacher-subjects.api';
import { teachPath } from '../utils/learnlist-paths';
import classes from './learnlists.module.css';

interface SubjectLink {
  boardId: number;
  subjectId: number;
  name: string;
  /** The sections a teacher teaches it to. */
  sections?: string[];
}

function SubjectLinkList({ subjects, label }: { subjects: SubjectLink[]; label: string }) {
  const { t } = useTranslation();
  if (subjects.length === 0) return <Text c="dimmed">{t('learnlists.subjects.none')}</Text>;
  return (
    <ul className={classes.plainList} aria-label={label}>
      {subjects.map((s) => (
        <li key={`${s.boardId}-${s.subjectId}`} className={classes.row}>
          <IconSchool size={18} aria-hidden />
          <Stack gap={0} className={classes.grow}>
            <Anchor
              component={Link}
              to={teachPath(s.boardId, s.subjectId, s.name)}
              fw={600}
              data-testid="teach-subject-link"
            >
              {t('learnlists.subjects.teach', { subject: s.name })}
            </Anchor>
            {s.sections && s.sections.length > 0 && (
              <Text size="sm" c="dimmed">
                {s.sections.join(', ')}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </ul>
  );
}

/** A teacher's subjects, once each, with the sections taught: each opens its teaching screen. */
export function groupTeacherSubjects(subjects: readonly TeacherSubject[]): SubjectLink[] {
  const byKey = new Map<string, SubjectLink>();
  for (const s of subjects) {
    const key = `${s.board_id}-${s.subject_id}`;
    const found = byKey.get(key) ?? {
      boardId: s.board_id,
      subjectId: s.subject_id,
      name: s.subject_name,
      sections: [],
    };
    if (!found.sections!.includes(s.section_name)) found.sections!.push(s.section_name);
    byKey.set(key, found);
  }
  return [...byKey.values()];
}

/** The signed-in teacher's subjects (teacherDetail). */
export function TeacherSubjectLinks({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const teacher = useTeacherDetail(uuid);
  if (teacher.isPending) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  if (teacher.isError) {
    return (
      <QueryError title={t('learnlists.subjects.error')} error={teacher.error} onRetry={() => void teacher.refetch()} />
    );
  }
  return (
    <SubjectLinkList subjects={groupTeacherSubjects(teacher.data.subjects)} label={t('learnlists.subjects.label')} />
  );
}

/** The subjects of a child's class, for a parent making homework for that child. */
export function ClassSubjectLinks({
  boardId,
  classId,
  childName,
}: {
  boardId: number;
  classId: number;
  childName: string;
}) {
  const { t } = useTranslation();
  const subjects = useChildren(boardId, classId);
  if (subjects.isPending) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  if (subjects.isError) {
    return (
      <QueryError
        title={t('learnlists.subjects.error')}
        error={subjects.error}
        onRetry={() => void subjects.refetch()}
      />
    );
  }
  const links = subjects.data.children.map((s) => ({ boardId, subjectId: s.syllabus_id, name: s.name }));
  return <SubjectLinkList subjects={links} label={t('learnlists.subjects.childLabel', { name: childName })} />;
}
