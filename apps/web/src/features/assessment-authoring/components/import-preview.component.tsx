import type { QuestionImportPreviewData, QuestionImportRow } from '@esc/contracts';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { RichText } from '../../../components/question';
import { useTranslation } from '../../../lib/use-translation';

const OUTCOME_COLOURS: Record<QuestionImportRow['outcome'], string> = {
  imported: 'green',
  changed: 'yellow',
  refused: 'red',
};

function PreviewRow({ row }: { row: QuestionImportRow }) {
  const { t } = useTranslation();
  const headingId = `import-question-${row.number}`;
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={headingId}>
            {t('authoring.import.number', { n: row.number })}
            {row.title ? ` · ${row.title}` : ''}
          </Text>
          <Badge color={OUTCOME_COLOURS[row.outcome]} variant="light">
            {t(`authoring.import.outcome.${row.outcome}`)}
          </Badge>
        </Group>
        {row.question_type && (
          <Text size="sm" c="dimmed">
            {t(`authoring.types.${row.question_type}`)}
            {row.category ? ` · ${t('authoring.import.category', { name: row.category })}` : ''}
            {row.figures > 0 ? ` · ${t('authoring.import.figures', { count: row.figures })}` : ''}
          </Text>
        )}
        {row.stem && <RichText text={row.stem} images={[]} />}
        {row.notes.length > 0 && (
          <List size="sm" spacing={2}>
            {row.notes.map((note, i) => (
              <List.Item key={i}>{note}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

/** What becomes of each question of the file: counts, then the questions in file order. */
export function ImportPreview({ data }: { data: QuestionImportPreviewData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('authoring.import.summary', { file: data.file_name })}
      </Title>
      <Group gap="xs" role="status">
        <Badge color="green" size="lg" variant="light">
          {t('authoring.import.ready', { count: data.counts.imported })}
        </Badge>
        <Badge color="yellow" size="lg" variant="light">
          {t('authoring.import.changed', { count: data.counts.changed })}
        </Badge>
        <Badge color="red" size="lg" variant="light">
          {t('authoring.import.refused', { count: data.counts.refused })}
        </Badge>
      </Group>
      {data.questions.length === 0 ? (
        <Text>{t('authoring.import.empty')}</Text>
      ) : (
        <Stack component="ol" gap="xs" aria-label={t('authoring.import.listLabel')} p={0} style={{ listStyle: 'none' }}>
          {data.questions.map((row) => (
            <PreviewRow key={row.number} row={row} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
