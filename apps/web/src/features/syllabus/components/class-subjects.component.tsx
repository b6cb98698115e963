import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { subjectPath } from '../utils/syllabus-paths';
import { ListEmpty, ListSkeleton } from './list-states.component';
import '../syllabus.strings';

export interface ClassSubjectsProps {
  boardId: number;
  classId: number;
  /** The section heading, e.g. "Your subjects". */
  title: string;
  headingOrder?: TitleOrder;
}

/**
 * Subjects of a class as tiles (the class's child list). Each tile opens the subject by its group
 * presentation. On failure: no tiles and the error in plain words with Retry (spec 002 §8).
 */
export function ClassSubjects({ boardId, classId, title, headingOrder = 2 }: ClassSubjectsProps) {
  const { t } = useTranslation();
  const subjects = useChildList(boardId, classId);
  const list = subjects.isError ? [] : (subjects.data?.child_list ?? []);
  return (
    <Stack component="section" gap="sm" aria-label={title} data-testid="class-subjects">
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      {subjects.isError && (
        <QueryError
          title={t('syllabus.subjectsError')}
          error={subjects.error}
          onRetry={() => void subjects.refetch()}
        />
      )}
      {subjects.isPending ? (
        <ListSkeleton rows={3} height={72} />
      ) : subjects.isSuccess && list.length === 0 ? (
        <ListEmpty
          icon={<IconBooks aria-hidden />}
          title={t('syllabus.noSubjectsTitle')}
          text={t('syllabus.noSubjectsText')}
        />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((subject) => (
            <li key={subject.syllabus_id}>
              <Card
                component={Link}
                to={subjectPath(subject, boardId)}
                withBorder
                padding="md"
                radius="md"
                h="100%"
                data-testid="subject-tile"
                style={{ textDecoration: 'none', display: 'flex', flexDirection: 'row', gap: 12, alignItems: 'center' }}
              >
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <IconBooks size={20} />
                </ThemeIcon>
                <Stack gap={0} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {subject.name}
                  </Text>
                  {subject.child_count > 0 && (
                    <Text size="sm" c="dimmed">
                      {t('syllabus.chapterCount', { count: subject.child_count })}
                    </Text>
                  )}
                </Stack>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
