import type { Institute } from '@esc/contracts';
import { Group, List, Pill, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The subjects the institute has for the learner's class. */
export function InstituteSubjects({ institute, headingOrder = 3 }: { institute: Institute; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="institute-subjects">
      <Title order={headingOrder} size="h4">
        {t('institutes.subjects')}
      </Title>
      {institute.subjects.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('institutes.noSubjects')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          aria-label={t('institutes.subjects')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {institute.subjects.map((s) => (
            <Pill key={`${s.class_id}-${s.subject_id}`} component="li" size="md">
              {s.subject_name}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The teachers of the learner's batches, with what they teach. */
export function InstituteTeachers({ institute, headingOrder = 3 }: { institute: Institute; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="institute-teachers">
      <Title order={headingOrder} size="h4">
        {t('institutes.teachers')}
      </Title>
      {institute.teachers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('institutes.noTeachers')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('institutes.teachers')}>
          {institute.teachers.map((teacher) => (
            <List.Item key={teacher.uuid}>
              <Text span fw={600}>
                {teacher.name}
              </Text>
              {teacher.subjects.length > 0 && <Text span>{` — ${teacher.subjects.join(', ')}`}</Text>}
              {teacher.section_names.length > 0 && (
                <Text
                  span
                  c="dimmed"
                >{` (${t('institutes.teacherSections', { sections: teacher.section_names.join(', ') })})`}</Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
