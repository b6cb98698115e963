import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

interface SubmitDialogProps {
  opened: boolean;
  answered: number;
  total: number;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before submitting, with how many questions are answered. */
export function SubmitDialog({ opened, answered, total, submitting, onConfirm, onClose }: SubmitDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('assessments.engine.submitConfirmTitle')}
      closeButtonProps={{ 'aria-label': t('assessments.engine.closeDialog') }}
      centered
    >
      <Text>{t('assessments.engine.submitConfirm', { answered, total })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={submitting}>
          {t('assessments.engine.submitConfirmNo')}
        </Button>
        <Button onClick={onConfirm} loading={submitting}>
          {t('assessments.engine.submitConfirmYes')}
        </Button>
      </Group>
    </Modal>
  );
}
