import { Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import '../assessments.strings';
import { PracticeSession } from '../components/practice-session.component';
import { idParam } from '../utils/assessment-paths';

/**
 * /mcq_main/{containerId}/{serviceId} (spec 002 §2.2): practice of a chapter's or topic's questions,
 * drawn by dynamicQuestions (stage '4'), one at a time: answer, check, see the key and explanation,
 * next, with the score so far.
 */
export function PracticeMcqRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const containerId = idParam(params.containerId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = t('assessments.mcq.title');
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      {containerId === null ? (
        <Text>{t('assessments.mcq.badLink')}</Text>
      ) : (
        <PracticeSession
          key={containerId}
          containerIds={[containerId]}
          headingRef={headingRef}
          emptyText={t('assessments.mcq.empty')}
        />
      )}
    </Stack>
  );
}
