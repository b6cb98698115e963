import type { HandinListData } from '@esc/contracts';
import { Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useHandinList, useTaskHandins } from '../api/handins.api';
import { AskForWork } from './ask-for-work.component';
import { MarkingPanel } from './marking-panel.component';
import { StandingBadge } from './standing-badge.component';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import '../handins.strings';

export interface ReportWorkProps {
  assignId: number;
  learnlistId: number;
  sectionId: number | null;
  tasks: { itemId: string; text: string }[];
}

/**
 * On the item-wise report: for each task, asking for work (with its maximum mark), then who of the
 * section handed in, and opening one hand-in beside the task to mark it, return it or ask again.
 */
export function ReportWork({ assignId, learnlistId, sectionId, tasks }: ReportWorkProps) {
  const { t } = useTranslation();
  const settings = useTaskHandins(learnlistId);
  if (settings.isError) {
    return (
      <QueryError
        title={t('handins.teacher.loadError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) return <Skeleton h={120} role="status" aria-label={t('common.loading')} />;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="report-work-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="report-work-heading">
          {t('handins.teacher.title')}
        </Title>
        {tasks.map((task) => {
          const setting = settings.data.tasks.find((s) => s.learnlist_item_id === task.itemId);
          return (
            <Stack key={task.itemId} gap="xs" data-testid="report-work-task">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {task.text}
              </Text>
              {setting ? (
                <TaskHandins
                  assignId={assignId}
                  sectionId={sectionId}
                  itemId={task.itemId}
                  taskText={task.text}
                  maxMarks={setting.max_marks}
                />
              ) : (
                <AskForWork learnlistId={learnlistId} itemId={task.itemId} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

interface TaskHandinsProps {
  assignId: number;
  sectionId: number | null;
  itemId: string;
  taskText: string;
  maxMarks: number;
}

function TaskHandins({ assignId, sectionId, itemId, taskText, maxMarks }: TaskHandinsProps) {
  const { t } = useTranslation();
  const list = useHandinList(assignId, itemId, sectionId, true);
  const [open, setOpen] = useState<string | null>(null);
  if (list.isError) {
    return <QueryError title={t('handins.teacher.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  const data: HandinListData = list.data;
  const learner = data.learners.find((l) => l.uuid === open);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('handins.teacher.outOf', { max: maxMarks })} ·{' '}
        {t('handins.teacher.handedInCount', { count: data.handed_in_count, total: data.learners.length })}
      </Text>
      {data.learners.length === 0 ? (
        <Text c="dimmed">{t('handins.teacher.noLearners')}</Text>
      ) : (
        <HandinTable learners={data.learners} maxMarks={maxMarks} open={open} onOpen={setOpen} />
      )}
      {learner?.handins[0] && (
        <MarkingPanel
          key={learner.handins[0].handin_id}
          learnerName={learner.name}
          handin={learner.handins[0]}
          taskText={taskText}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

interface HandinTableProps {
  learners: HandinListData['learners'];
  maxMarks: number;
  open: string | null;
  onOpen: (uuid: string) => void;
}

/** The section's learners and where their work is; a learner who handed in opens beside the task. */
function HandinTable({ learners, maxMarks, open, onOpen }: HandinTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300} scrollAreaProps={keyboardScroll(t('handins.teacher.tableLabel'))}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('handins.teacher.learner')}</Table.Th>
            <Table.Th scope="col">{t('handins.teacher.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {learners.map((l) => (
            <Table.Tr key={l.uuid}>
              <Table.Td>
                {l.handins.length > 0 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    px={0}
                    onClick={() => onOpen(l.uuid)}
                    aria-label={t('handins.teacher.open', { name: l.name })}
                    aria-expanded={open === l.uuid}
                  >
                    {l.name}
                  </Button>
                ) : (
                  l.name
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <StandingBadge standing={l.standing} />
                  {l.standing === 'returned' && l.handins[0]?.marks !== null && (
                    <Text size="sm">
                      {l.handins[0]?.marks}/{maxMarks}
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
