import type { QuestionExportBody, QuestionExportFormat } from '@esc/contracts';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { downloadQuestions } from '../api/export-questions.api';

interface ExportQuestionsProps {
  /** What goes in the file: the questions chosen, or a paper's. */
  source: { questionIds: readonly number[]; onClear: () => void } | { paperId: number; paperName: string };
}

/** Pick Moodle XML or QTI 3.0 and download the questions as that file. */
export function ExportQuestions({ source }: ExportQuestionsProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<QuestionExportFormat>('moodle-xml');
  const [busy, setBusy] = useState(false);
  const chosen = 'questionIds' in source ? source.questionIds.length : null;
  const download = async () => {
    const body: QuestionExportBody =
      'questionIds' in source
        ? { format, question_ids: [...source.questionIds] }
        : { format, paper_id: source.paperId };
    setBusy(true);
    try {
      await downloadQuestions(body, 'paperName' in source ? source.paperName : 'questions');
    } catch {
      showToast({ tone: 'error', message: t('authoring.exportFile.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('authoring.exportFile.title')}>
      <Stack gap="xs">
        <Text fw={600}>
          {'paperName' in source ? t('authoring.exportFile.paper') : t('authoring.exportFile.title')}
        </Text>
        {chosen !== null && (
          <Text size="sm" role="status" data-testid="export-chosen">
            {chosen === 0 ? t('authoring.exportFile.none') : t('authoring.exportFile.chosen', { count: chosen })}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <Select
            label={t('authoring.exportFile.format')}
            data={[
              { value: 'moodle-xml', label: t('authoring.exportFile.moodle') },
              { value: 'qti3', label: t('authoring.exportFile.qti') },
            ]}
            value={format}
            onChange={(value) => value && setFormat(value as QuestionExportFormat)}
            allowDeselect={false}
            w={300}
          />
          <Button onClick={() => void download()} loading={busy} disabled={chosen === 0}>
            {t('authoring.exportFile.download')}
          </Button>
          {'onClear' in source && chosen !== 0 && (
            <Button variant="subtle" onClick={source.onClear}>
              {t('authoring.exportFile.clear')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
