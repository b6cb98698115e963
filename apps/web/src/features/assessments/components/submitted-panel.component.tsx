import { AttemptStatus } from '@esc/domain';
import type { StartAttemptData, SubmitAttemptData } from '@esc/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { AssessmentPath, reportPath } from '../utils/assessment-paths';

/** After the submit: what happens next, and the report when the results are out. */
export function SubmittedPanel({ attempt, result }: { attempt: StartAttemptData; result: SubmitAttemptData }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const paperId = attempt.paper[0]?.paper_id ?? 0;
  // Answers that rode along and were refused (made offline, but the late rule did not take them).
  const refused = result.acknowledged.filter((ack) => ack.status === 'refused').length;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={1} size="h3" ref={titleRef} tabIndex={-1}>
          {t('assessments.engine.submittedTitle')}
        </Title>
        <Text>{t('assessments.engine.submittedText')}</Text>
        {refused > 0 && (
          <Alert color="red" role="alert">
            {t('assessments.engine.refused', { count: refused })}
          </Alert>
        )}
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

/**
 * Submitted on this device with the link down: the submit waits in the outbox with the answers, and
 * is sent when the connection is back (then the engine shows the result as usual).
 */
export function QueuedSubmitPanel({
  attempt,
  pendingCount,
  sent,
}: {
  attempt: StartAttemptData;
  pendingCount: number;
  /** The outbox no longer holds the submit: the server has it. */
  sent: boolean;
}) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const paperId = attempt.paper[0]?.paper_id ?? 0;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" aria-live="polite">
        <Title order={1} size="h3" ref={titleRef} tabIndex={-1}>
          {t(sent ? 'assessments.engine.submittedTitle' : 'assessments.engine.queuedTitle')}
        </Title>
        <Text>{t(sent ? 'assessments.engine.submittedText' : 'assessments.engine.queuedText')}</Text>
        {!sent && pendingCount > 0 && <Text fw={600}>{t('assessments.engine.pending', { count: pendingCount })}</Text>}
        <Group>
          {sent && (
            <Button
              component={Link}
              to={reportPath({ paperId, assignId: attempt.assign_id, attemptId: attempt.attempt_id })}
            >
              {t('assessments.engine.seeReport')}
            </Button>
          )}
          <Button component={Link} variant="default" to={`${AssessmentPath.myAssignment}?tab=submitted`}>
            {t('assessments.engine.backToList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
