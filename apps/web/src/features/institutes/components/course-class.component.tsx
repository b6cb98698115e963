import type { CourseClass, CourseSubject, CourseTeacher } from '@esc/contracts';
import { Badge, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../lib/toast';
import { useSetCourseSubject } from '../api/courses.api';
import { changeProblem } from './course-change-problem';
import { SectionCourses } from './section-courses.component';

/** One board and class of the school: the subjects it offers (switches) and each section's teachers. */
export function CourseClassCard({ course, teachers }: { course: CourseClass; teachers: readonly CourseTeacher[] }) {
  const { t } = useTranslation();
  const headingId = `course-${course.board_id}-${course.class_id}`;
  const offered = course.subjects.filter((s) => s.offered);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('courses.classHeading', { board: course.board_name, className: course.class_name })}
        </Title>
        <OfferedSubjects course={course} />
        {course.sections.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('courses.noSections')}
          </Text>
        ) : (
          course.sections.map((section) => (
            <SectionCourses key={section.section_id} section={section} subjects={offered} teachers={teachers} />
          ))
        )}
      </Stack>
    </Card>
  );
}

function OfferedSubjects({ course }: { course: CourseClass }) {
  const { t } = useTranslation();
  const change = useSetCourseSubject();
  const toggle = (subject: CourseSubject, next: boolean) =>
    change.mutate(
      { board_id: course.board_id, class_id: course.class_id, subject_id: subject.subject_id, offered: next },
      {
        onSuccess: () =>
          showToast({
            message: t(next ? 'courses.offered' : 'courses.withdrawn', { subject: subject.subject_name }),
            tone: 'success',
          }),
        onError: (error) => showToast({ message: changeProblem(error, t), tone: 'error' }),
      },
    );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text fw={600}>{t('courses.subjectsHeading')}</Text>
      </legend>
      <Text size="sm" c="dimmed" mb="xs">
        {t('courses.subjectsHint')}
      </Text>
      {course.subjects.length === 0 ? (
        <Text size="sm">{t('courses.noSubjects')}</Text>
      ) : (
        <Group gap="md" wrap="wrap">
          {course.subjects.map((subject) => (
            <Group key={subject.subject_id} gap={6} wrap="nowrap">
              <Switch
                label={subject.subject_name}
                checked={subject.offered}
                disabled={change.isPending}
                onChange={(event) => toggle(subject, event.currentTarget.checked)}
              />
              {subject.custom && (
                <Badge size="sm" variant="outline" tt="none">
                  {t('courses.custom')}
                </Badge>
              )}
            </Group>
          ))}
        </Group>
      )}
    </fieldset>
  );
}
