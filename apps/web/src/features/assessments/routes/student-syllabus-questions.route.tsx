import { isParent } from '@esc/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useSession } from '../../../lib/session';
import '../assessments.strings';
import { PracticeSession } from '../components/practice-session.component';
import { idParam } from '../utils/assessment-paths';

/**
 * /student-syllabus-questions?syllabusId= (002 §2.2): a syllabus node's (subject, chapter or topic)
 * practice questions through the practice calls, one at a time with the key after each. The node may
 * also come in the router state (syllabusId or containerId). A parent is shown the child's practice.
 */
export function StudentSyllabusQuestionsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useLocation().state as { syllabusId?: unknown; containerId?: unknown } | null;
  const session = useSession();
  const syllabusId = idParam(params.get('syllabusId') ?? String(state?.syllabusId ?? state?.containerId ?? ''));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = t('assessments.mcq.title');
  const parent = !!session && isParent(session.user_type_id);
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      {parent ? (
        <Stack gap="sm">
          <Text>{t('assessments.mcq.forChild')}</Text>
          <Group>
            <Button component={Link} to="/question-dashboard">
              {t('assessments.mcq.childPractice')}
            </Button>
          </Group>
        </Stack>
      ) : syllabusId === null ? (
        <Stack gap="sm">
          <Text>{t('assessments.mcq.badLink')}</Text>
          <Group>
            <Button component={Link} to="/student-study?tab=3">
              {t('assessments.mcq.toStudy')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PracticeSession
          key={syllabusId}
          containerIds={[syllabusId]}
          headingRef={headingRef}
          emptyText={t('assessments.mcq.empty')}
        />
      )}
    </Stack>
  );
}
