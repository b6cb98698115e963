import type { LearnListDetail } from '@esc/contracts';
import { canChangeStage, LearnListStage } from '@esc/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useRemoveLearnList, useSetLearnListStage, type LearnListStageValue } from '../api/learnlist-stage.api';
import { LearnListPath } from '../utils/learnlist-paths';
import { LearnListProblem } from './learnlist-problem.component';
import { DANGER_COLOUR } from './colours';

const STAGE_KEY = { 1: 'draft', 2: 'published', 3: 'archived' } as const;

/** The moves a stage allows (learnlist-rules canChangeStage), each a button, with what the stage means. */
export function StageActions({ list }: { list: LearnListDetail }) {
  const { t } = useTranslation();
  const setStage = useSetLearnListStage(list.learnlist_id);
  const assigned = list.assignment_count > 0;
  const moves: { to: LearnListStageValue; label: string }[] = [];
  const may = (to: LearnListStageValue) => list.stage !== to && canChangeStage(list.stage, to, assigned);
  if (may(LearnListStage.Published)) {
    moves.push({
      to: LearnListStage.Published,
      label: list.stage === LearnListStage.Archived ? t('learnlists.manage.restore') : t('learnlists.manage.publish'),
    });
  }
  if (may(LearnListStage.Draft)) moves.push({ to: LearnListStage.Draft, label: t('learnlists.manage.unpublish') });
  if (may(LearnListStage.Archived)) moves.push({ to: LearnListStage.Archived, label: t('learnlists.manage.archive') });
  const key = STAGE_KEY[list.stage as keyof typeof STAGE_KEY] ?? 'draft';
  return (
    <Stack gap="xs">
      <Text size="sm">{t(`learnlists.manage.stageHelp.${key}`)}</Text>
      {list.stage === LearnListStage.Published && assigned && (
        <Text size="sm" c="dimmed">
          {t('learnlists.manage.assignedKeepsPublished')}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        {moves.map((move) => (
          <Button
            key={move.to}
            variant={move.to === LearnListStage.Published ? 'filled' : 'default'}
            loading={setStage.isPending && setStage.variables === move.to}
            disabled={setStage.isPending}
            onClick={() => setStage.mutate(move.to)}
          >
            {move.label}
          </Button>
        ))}
        {!assigned && <DeleteButton list={list} />}
      </Group>
      {setStage.isError && <LearnListProblem error={setStage.error} action="stage" />}
    </Stack>
  );
}

/** Deletes a list nobody was assigned, after asking. */
function DeleteButton({ list }: { list: LearnListDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useRemoveLearnList(list.learnlist_id);
  return (
    <>
      <Button variant="subtle" color={DANGER_COLOUR} onClick={() => setAsking(true)}>
        {t('learnlists.manage.delete')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('learnlists.manage.close') }}
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('learnlists.manage.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('learnlists.manage.deleteText', { name: list.learnlist_name })}</Text>
          {remove.isError && <LearnListProblem error={remove.error} action="delete" />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('learnlists.manage.cancel')}
            </Button>
            <Button
              color={DANGER_COLOUR}
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate(LearnListPath.myLists) })}
            >
              {t('learnlists.manage.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
