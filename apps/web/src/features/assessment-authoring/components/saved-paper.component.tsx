import type { PaperDetail } from '@esc/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useDeletePaper } from '../api/delete-paper.api';
import { AuthoringPath } from '../utils/authoring-paths';
import { ExportQuestions } from './export-questions.component';
import { ProblemAlert } from './problem-alert.component';

/** A saved paper: what it holds, a way to assign it, and deleting it after a confirm. */
export function SavedPaper({ paper, onAnother }: { paper: PaperDetail; onAnother: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePaper();
  const [asking, setAsking] = useState(false);
  if (remove.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {t('authoring.paper.deleted')}
        </Alert>
        <Button variant="default" w="fit-content" onClick={onAnother}>
          {t('authoring.tabs.paper')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="green" role="status" data-testid="paper-saved">
        {t('authoring.paper.saved', { name: paper.paper_name, count: paper.total_questions, marks: paper.total_marks })}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={AuthoringPath.assign(paper.paper_id)}>
          {t('authoring.paper.assign')}
        </Button>
        <Button variant="light" color="red" onClick={() => setAsking(true)}>
          {t('authoring.paper.delete')}
        </Button>
      </Group>
      <ExportQuestions source={{ paperId: paper.paper_id, paperName: paper.paper_name }} />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('authoring.paper.deleteTitle', { name: paper.paper_name })}
        closeButtonProps={{ 'aria-label': t('authoring.closeDialog') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('authoring.paper.deleteText')}</Text>
          {remove.isError && <ProblemAlert error={remove.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('authoring.analysis.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(paper.paper_id)}>
              {t('authoring.paper.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
