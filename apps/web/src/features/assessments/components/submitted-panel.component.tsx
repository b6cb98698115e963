import { AttemptStatus } from '@esc/domain';
import type { StartAttemptData, SubmitAttemptData } from '@esc/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentPath, reportPath } from '../utils/assessment-paths';

/** After the submit: what happens next, and the report when the results are out. */
export function SubmittedPanel({ attempt, result }: { attempt: StartAttemptData; result: SubmitAttemptData }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const paperId = attempt.paper[0]?.paper_id ?? 0;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={1} size="h3" ref={titleRef} tabIndex={-1}>
          {t('assessments.engine.submittedTitle')}
        </Title>
        <Text>{t('assessments.engine.submittedText')}</Text>
        {!result.results_published && result.attempt_status_id === AttemptStatus.Submitted && (
          <Text>{t('assessments.engine.submittedWaiting')}</Text>
        )}
        <Group>
          <Button
            component={Link}
            to={reportPath({ paperId, assignId: attempt.assign_id, attemptId: attempt.attempt_id })}
          >
            {t('assessments.engine.seeReport')}
          </Button>
          <Button component={Link} variant="default" to={`${AssessmentPath.myAssignment}?tab=submitted`}>
            {t('assessments.engine.backToList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
