import { isSchoolAdmin } from '@esc/domain';
import { Alert, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useCourseMaster } from '../api/courses.api';
import { CourseClassCard } from '../components/course-class.component';
import { InstitutePage } from '../components/institute-page.component';
import '../course-master.strings';

/** The school admin's courses (spec 001 /course-master): subjects offered per class and who teaches them. */
export function CourseMasterRoute() {
  const { t } = useTranslation();
  return (
    <InstitutePage title={t('courses.title')}>
      {(profile) =>
        isSchoolAdmin(profile.user_type_id, profile.role) ? (
          <CourseMaster />
        ) : (
          <Alert color="yellow" variant="light" role="status">
            {t('courses.adminOnly')}
          </Alert>
        )
      }
    </InstitutePage>
  );
}

function CourseMaster() {
  const { t } = useTranslation();
  const query = useCourseMaster();
  if (query.isError) {
    return <QueryError title={t('courses.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton h={240} aria-hidden />;
  const { classes, teachers } = query.data;
  return (
    <Stack gap="lg">
      <Text>{t('courses.intro')}</Text>
      {teachers.length === 0 && (
        <Alert color="blue" variant="light">
          {t('courses.noTeachers')}
        </Alert>
      )}
      {classes.length === 0 ? (
        <EmptyState
          icon={<IconSchool aria-hidden />}
          title={t('courses.emptyTitle')}
          description={t('courses.emptyText')}
        />
      ) : (
        classes.map((course) => (
          <CourseClassCard key={`${course.board_id}-${course.class_id}`} course={course} teachers={teachers} />
        ))
      )}
    </Stack>
  );
}
