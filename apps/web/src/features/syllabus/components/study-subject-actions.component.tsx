import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { practiceTestPath, subjectServicesPath, syllabusQuestionsPath } from '../utils/study-links';
import { subjectPath } from '../utils/syllabus-paths';
import { ListEmpty, ListSkeleton } from './list-states.component';

export type StudyAction = 'learn' | 'practice' | 'test';

interface StudySubjectActionsProps {
  boardId: number;
  classId: number;
  action: StudyAction;
}

/** The class's subjects, each with the tab's way in (chapters, practice, a practice test) and its services. */
export function StudySubjectActions({ boardId, classId, action }: StudySubjectActionsProps) {
  const { t } = useTranslation();
  const subjects = useChildList(boardId, classId);
  if (subjects.isPending) return <ListSkeleton rows={3} height={64} />;
  if (subjects.isError) {
    return (
      <QueryError title={t('syllabus.subjectsError')} error={subjects.error} onRetry={() => void subjects.refetch()} />
    );
  }
  if (subjects.data.child_list.length === 0) {
    return (
      <ListEmpty
        icon={<IconBooks aria-hidden />}
        title={t('syllabus.noSubjectsTitle')}
        text={t('syllabus.noSubjectsText')}
      />
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {subjects.data.child_list.map((subject) => {
        const name = subject.name;
        const main =
          action === 'learn'
            ? { to: subjectPath(subject, boardId), label: t('study.openChapters', { subject: name }) }
            : action === 'practice'
              ? { to: syllabusQuestionsPath(subject.syllabus_id), label: t('study.practise', { subject: name }) }
              : { to: practiceTestPath(subject.syllabus_id), label: t('study.makeTest', { subject: name }) };
        return (
          <Paper component="li" key={subject.syllabus_id} withBorder p="md" data-testid="study-subject">
            <Group justify="space-between" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Group gap="md">
                <Anchor component={Link} to={main.to}>
                  {main.label}
                </Anchor>
                <Anchor
                  component={Link}
                  to={subjectServicesPath({ boardId, classId, subjectId: subject.syllabus_id })}
                  size="sm"
                >
                  {t('study.openServices', { subject: name })}
                </Anchor>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
