import type { LearnerTaskHandins } from '@esc/contracts';
import { HandinStatus } from '@esc/domain';
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useMyHandins } from '../api/handins.api';
import { HandInForm } from './hand-in-form.component';
import { StandingBadge } from './standing-badge.component';
import { TakeBack } from './take-back.component';
import { WorkFiles } from './work-files.component';
import { formatDateTime } from '../../../lib/date-format';
import '../handins.strings';

export interface HomeworkWorkProps {
  assignId: number;
  learnerUuid: string;
  forChild: boolean;
  tasks: { itemId: string; text: string }[];
}

/**
 * On a learner's homework: each task that asks for work, with the learner's hand-in (or the form to hand
 * in), its state, marks and the teacher's comment. A parent reads the child's, and hands in nothing.
 */
export function HomeworkWork({ assignId, learnerUuid, forChild, tasks }: HomeworkWorkProps) {
  const { t } = useTranslation();
  const mine = useMyHandins({ assign_id: assignId, ...(forChild ? { uuid: learnerUuid } : {}) }, learnerUuid);
  if (mine.isError) {
    return <QueryError title={t('handins.learner.loadError')} error={mine.error} onRetry={() => void mine.refetch()} />;
  }
  if (!mine.data) return <Skeleton h={120} role="status" aria-label={t('common.loading')} />;
  return (
    <>
      {mine.data.tasks.map((task) => (
        <TaskWork
          key={task.learnlist_item_id}
          task={task}
          text={tasks.find((x) => x.itemId === task.learnlist_item_id)?.text ?? ''}
          assignId={assignId}
          forChild={forChild}
        />
      ))}
    </>
  );
}

function TaskWork({
  task,
  text,
  assignId,
  forChild,
}: {
  task: LearnerTaskHandins;
  text: string;
  assignId: number;
  forChild: boolean;
}) {
  const { t, i18n } = useTranslation();
  // A turn the learner took back is history, not their current work.
  const takenBack = task.handins[0]?.status === HandinStatus.TakenBack;
  const latest = takenBack ? undefined : task.handins[0];
  const earlier = takenBack ? task.handins : task.handins.slice(1);
  const headingId = `handin-${task.learnlist_item_id.replace(/[^\w-]/g, '_')}`;
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid="handin-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {forChild ? t('handins.learner.childTitle') : t('handins.learner.title')}
          </Title>
          <StandingBadge standing={task.standing} />
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
        <Text size="sm" c="dimmed">
          {t('handins.learner.outOf', { max: task.max_marks })}
        </Text>
        {latest && (
          <Stack gap="xs">
            <Text size="sm">{t('handins.learner.handedInAt', { when: when(latest.handed_in_at) })}</Text>
            {latest.late && <Text size="sm">{t('handins.learner.lateNote')}</Text>}
            {latest.status === HandinStatus.Returned && latest.marks !== null && (
              <Alert color="green" variant="light" data-testid="handin-marks">
                <Text fw={600}>{t('handins.learner.marks', { marks: latest.marks, max: latest.max_marks })}</Text>
                {latest.comment && <Text>{t('handins.learner.comment', { comment: latest.comment })}</Text>}
              </Alert>
            )}
            {latest.status === HandinStatus.AskedAgain && latest.comment && (
              <Alert color="grape" variant="light">
                {t('handins.learner.comment', { comment: latest.comment })}
              </Alert>
            )}
            <WorkFiles handin={latest} />
            {latest.marked_files.length > 0 && (
              <Stack gap={4}>
                <Text fw={600}>{t('handins.learner.markedFiles')}</Text>
                <WorkFiles handin={{ ...latest, text: null, files: latest.marked_files }} />
              </Stack>
            )}
          </Stack>
        )}
        {takenBack && <Text size="sm">{t('handins.learner.takenBack')}</Text>}
        {!forChild && latest?.status === HandinStatus.HandedIn && <TakeBack handinId={latest.handin_id} />}
        {task.may_hand_in && <HandInForm assignId={assignId} itemId={task.learnlist_item_id} />}
        {earlier.length > 0 && (
          <details>
            <summary>{t('handins.learner.earlier')}</summary>
            <Stack gap="sm" mt="xs">
              {earlier.map((h) => (
                <Stack key={h.handin_id} gap={4}>
                  <Text fw={600}>
                    {h.status === HandinStatus.TakenBack
                      ? t('handins.learner.takenBackTurn', { n: h.attempt_no })
                      : t('handins.learner.turn', { n: h.attempt_no })}
                  </Text>
                  {h.comment && <Text size="sm">{t('handins.learner.comment', { comment: h.comment })}</Text>}
                  <WorkFiles handin={h} />
                </Stack>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Card>
  );
}
