import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useDropQuestion } from '../api/drop-question.api';
import { ProblemAlert } from './problem-alert.component';

export interface DropTarget {
  questionId: number;
  order: number;
  marks: number;
  /** Whether it is dropped now (then the dialog restores it). */
  dropped: boolean;
}

interface DropQuestionDialogProps {
  paperId: number;
  target: DropTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks before dropping (or restoring) a question: every attempt is evaluated again. */
export function DropQuestionDialog({ paperId, target, onClose, onDone }: DropQuestionDialogProps) {
  const { t } = useTranslation();
  const drop = useDropQuestion();
  const order = target?.order ?? 0;
  const restoring = target?.dropped ?? false;
  const confirm = () => {
    if (!target) return;
    drop.mutate(
      { paperId, questionId: target.questionId, dropped: !restoring },
      {
        onSuccess: (data) =>
          onDone(
            t(restoring ? 'authoring.analysis.restoredDone' : 'authoring.analysis.droppedDone', {
              order,
              count: data.reevaluated_attempts,
            }),
          ),
      },
    );
  };
  return (
    <Modal
      opened={target !== null}
      onClose={() => {
        drop.reset();
        onClose();
      }}
      title={t(restoring ? 'authoring.analysis.restoreTitle' : 'authoring.analysis.dropTitle', { order })}
      closeButtonProps={{ 'aria-label': t('authoring.closeDialog') }}
      centered
    >
      <Stack gap="md">
        <Text>
          {restoring
            ? t('authoring.analysis.restoreText')
            : t('authoring.analysis.dropText', { marks: target?.marks ?? 0 })}
        </Text>
        {drop.isError && <ProblemAlert error={drop.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('authoring.analysis.cancel')}
          </Button>
          <Button color={restoring ? 'blue' : 'red'} loading={drop.isPending} onClick={confirm}>
            {restoring ? t('authoring.analysis.confirmRestore') : t('authoring.analysis.confirmDrop')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
