import type { QuestionAnalysisData } from '@esc/contracts';
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../../components/question';
import { questionNumber } from '../../../components/question/question-number';
import { QueryError } from '../../../components/query-error.component';
import { analysisFileName, downloadQuestionAnalysis, useQuestionAnalysis } from '../api/question-analysis.api';
import { numberText, seconds } from '../utils/format';
import { AccuracyBars } from './accuracy-bars.component';
import { DropQuestionDialog, type DropTarget } from './drop-question-dialog.component';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { ProblemAlert } from './problem-alert.component';

/** How each question went: right answers, the most chosen wrong option, time; a spreadsheet; drops. */
export function QuestionAnalysisPanel({ assignId }: { assignId: number }) {
  const { t } = useTranslation();
  const analysis = useQuestionAnalysis(assignId);
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (analysis.isError) {
    return (
      <QueryError
        title={t('authoring.analysis.loadError')}
        error={analysis.error}
        onRetry={() => void analysis.refetch()}
      />
    );
  }
  if (!analysis.data) return <Skeleton h={240} role="status" aria-label={t('common.loading')} />;
  const data = analysis.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text>{t('authoring.analysis.submitted', { count: data.submitted_count })}</Text>
        <DownloadButton assignId={assignId} paperName={data.paper_name} />
      </Group>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {data.questions.length === 0 ? (
        <Text c="dimmed">{t('authoring.analysis.empty')}</Text>
      ) : (
        <>
          <AccuracyBars questions={data.questions} />
          <AnalysisTable data={data} onDrop={setDropTarget} />
        </>
      )}
      <DropQuestionDialog
        paperId={data.paper_id}
        target={dropTarget}
        onClose={() => setDropTarget(null)}
        onDone={(text) => {
          setDropTarget(null);
          // The drop's own invalidation refetches the analysis.
          setDone(text);
        }}
      />
    </Stack>
  );
}

function AnalysisTable({ data, onDrop }: { data: QuestionAnalysisData; onDrop: (target: DropTarget) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={760}
      scrollAreaProps={keyboardScroll(t('authoring.analysis.label', { paper: data.paper_name }))}
    >
      <Table striped aria-label={t('authoring.analysis.label', { paper: data.paper_name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('authoring.analysis.colQuestion')}</Table.Th>
            <Table.Th scope="col">{t('authoring.analysis.colRight')}</Table.Th>
            <Table.Th scope="col">{t('authoring.analysis.colWrongOption')}</Table.Th>
            <Table.Th scope="col">{t('authoring.analysis.colTime')}</Table.Th>
            <Table.Th scope="col">{t('authoring.analysis.colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.questions.map((q) => {
            const dropped = q.is_dropped === 1;
            const order = questionNumber(q.question_order);
            return (
              <Table.Tr key={q.question_id} data-testid="analysis-row">
                <Table.Th scope="row" fw={400}>
                  <Text fw={600} span>
                    {order}.
                  </Text>{' '}
                  <RichText text={q.stem} inline />
                  {dropped && (
                    <Badge color="gray" ms="xs">
                      {t('authoring.analysis.dropped')}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td>
                  {t('authoring.analysis.right', { correct: q.correct_count, attempted: q.attempted_count })}
                  {q.accuracy !== null && (
                    <Text size="xs" c="dimmed">
                      {t('authoring.analysis.accuracy', { percent: numberText(q.accuracy) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {q.most_chosen_wrong_option
                    ? t('authoring.analysis.wrongOption', {
                        option: q.most_chosen_wrong_option.option_id.toUpperCase(),
                        count: q.most_chosen_wrong_option.count,
                      })
                    : t('authoring.analysis.none')}
                </Table.Td>
                <Table.Td>
                  {q.average_time_ms === null
                    ? '—'
                    : t('authoring.analysis.seconds', { count: seconds(q.average_time_ms) ?? 0 })}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={dropped ? 'blue' : 'red'}
                    onClick={() => onDrop({ questionId: q.question_id, order, marks: q.marks, dropped })}
                  >
                    {dropped ? t('authoring.analysis.restore', { order }) : t('authoring.analysis.drop', { order })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DownloadButton({ assignId, paperName }: { assignId: number; paperName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadQuestionAnalysis(assignId, analysisFileName(paperName));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('authoring.analysis.download')}
      </Button>
      {error !== null && <ProblemAlert error={error} />}
    </Stack>
  );
}
