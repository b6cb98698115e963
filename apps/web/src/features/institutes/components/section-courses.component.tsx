import type { CourseSection, CourseSubject, CourseTeacher } from '@esc/contracts';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../lib/toast';
import { useSetCourseTeacher } from '../api/courses.api';
import { changeProblem } from './course-change-problem';
import classes from './course-master.module.css';

interface SectionCoursesProps {
  section: CourseSection;
  /** The subjects the school offers for the section's board and class. */
  subjects: readonly CourseSubject[];
  teachers: readonly CourseTeacher[];
}

/** One section's subjects, each with its teachers, and a way to give a subject to a teacher. */
export function SectionCourses({ section, subjects, teachers }: SectionCoursesProps) {
  const { t } = useTranslation();
  const headingId = `section-${section.section_id}-heading`;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {t('courses.sectionHeading', { section: section.section_name })}
      </Title>
      {subjects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('courses.noOffered')}
        </Text>
      ) : (
        <ul className={classes.list} data-testid={`section-courses-${section.section_name}`}>
          {subjects.map((subject) => (
            <SubjectTeachers key={subject.subject_id} section={section} subject={subject} teachers={teachers} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SubjectTeachers({
  section,
  subject,
  teachers,
}: {
  section: CourseSection;
  subject: CourseSubject;
  teachers: readonly CourseTeacher[];
}) {
  const { t } = useTranslation();
  const change = useSetCourseTeacher();
  const [picked, setPicked] = useState<string | null>(null);
  const teaching = section.assignments.filter((a) => a.subject_id === subject.subject_id);
  const free = teachers.filter((p) => !teaching.some((a) => a.teacher_uuid === p.uuid));
  const words = { subject: subject.subject_name, section: section.section_name };

  const save = (teacher: CourseTeacher, assigned: boolean) => {
    change.mutate(
      { section_id: section.section_id, subject_id: subject.subject_id, teacher_uuid: teacher.uuid, assigned },
      {
        onSuccess: () => {
          if (assigned) setPicked(null);
          showToast({
            message: t(assigned ? 'courses.assigned' : 'courses.removed', { ...words, name: teacher.name }),
            tone: 'success',
          });
        },
        onError: (error) => showToast({ message: changeProblem(error, t), tone: 'error' }),
      },
    );
  };

  const pickedTeacher = free.find((p) => p.uuid === picked);
  return (
    <li className={classes.subjectRow}>
      <Stack gap={6}>
        <Text fw={600}>{subject.subject_name}</Text>
        <Group gap={6} aria-label={t('courses.teachers')} role="group">
          {teaching.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('courses.nobody')}
            </Text>
          ) : (
            teaching.map((a) => (
              <Badge
                key={a.teacher_uuid}
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('courses.remove', { name: a.teacher_name, subject: subject.subject_name })}
                    disabled={change.isPending}
                    onClick={() => save({ uuid: a.teacher_uuid, name: a.teacher_name }, false)}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                }
              >
                {a.teacher_name}
              </Badge>
            ))
          )}
        </Group>
        {free.length > 0 && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('courses.teacherFor', words)}
              placeholder={t('courses.pickTeacher')}
              data={free.map((p) => ({ value: p.uuid, label: p.name }))}
              value={picked}
              onChange={setPicked}
              searchable
              className={classes.teacherSelect}
            />
            <Button
              disabled={!pickedTeacher}
              loading={change.isPending}
              onClick={() => pickedTeacher && save(pickedTeacher, true)}
            >
              {t('courses.assign')}
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}
