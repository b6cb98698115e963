import type { Profile, QuestionImportApplyData, QuestionImportFormat, QuestionImportPreviewData } from '@esc/contracts';
import { Alert, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { fileAsBase64, useApplyImport, usePreviewImport } from '../api/question-import.api';
import { AuthoringPage } from '../components/authoring-page.component';
import { ImportMapping, type ImportMappingValue } from '../components/import-mapping.component';
import { ImportPreview } from '../components/import-preview.component';
import { ProblemAlert } from '../components/problem-alert.component';
import { AuthoringPath } from '../utils/authoring-paths';
import { NO_CHOICE } from '../utils/syllabus-choice';
import '../question-import.strings';

/** The largest file the server reads (10 MB): a bigger one is refused here before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;
const FORMATS: readonly QuestionImportFormat[] = ['moodle-xml', 'gift', 'aiken', 'qti3'];

/** /faculty-assessment-dashboard/question-bank/import: a question file checked, then imported into chapters. */
export function QuestionImportRoute() {
  const { t } = useTranslation();
  return (
    <AuthoringPage title={t('authoring.import.title')} section="bank">
      {(profile) => <QuestionImport profile={profile} />}
    </AuthoringPage>
  );
}

function QuestionImport({ profile }: { profile: Profile }) {
  const [preview, setPreview] = useState<QuestionImportPreviewData | null>(null);
  const [result, setResult] = useState<QuestionImportApplyData | null>(null);
  const startOver = () => {
    setPreview(null);
    setResult(null);
  };
  if (result) return <ImportDone result={result} onAnother={startOver} />;
  if (preview) return <PreviewStep profile={profile} preview={preview} onDone={setResult} onStartOver={startOver} />;
  return <FileStep schoolId={profile.school?.school_id ?? null} onPreview={setPreview} />;
}

function FileStep({
  schoolId,
  onPreview,
}: {
  schoolId: number | null;
  onPreview: (p: QuestionImportPreviewData) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<QuestionImportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = usePreviewImport();
  const submit = async () => {
    if (!file) return setProblem(t('authoring.import.chooseFile'));
    if (file.size > MAX_BYTES) return setProblem(t('authoring.import.tooLarge'));
    setProblem(null);
    const body = {
      ...(schoolId !== null ? { school_id: schoolId } : {}),
      ...(format ? { format } : {}),
      file_name: file.name.slice(0, 255) || 'questions',
      file_base64: await fileAsBase64(file),
    };
    check.mutate(body, { onSuccess: onPreview });
  };
  return (
    <Stack gap="md" maw={560}>
      <Text>{t('authoring.import.intro')}</Text>
      <FileInput
        label={t('authoring.import.file')}
        description={t('authoring.import.fileHint')}
        accept=".xml,.gift,.txt,.zip,text/xml,text/plain,application/zip"
        value={file}
        onChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
        error={problem}
        clearable
      />
      <Select
        label={t('authoring.import.format')}
        placeholder={t('authoring.import.formatAuto')}
        data={FORMATS.map((f) => ({ value: f, label: t(`authoring.import.formats.${f}`) }))}
        value={format}
        onChange={(v) => setFormat(v as QuestionImportFormat | null)}
        clearable
      />
      {check.isError && <ProblemAlert error={check.error} />}
      <Group>
        <Button onClick={() => void submit()} loading={check.isPending}>
          {t('authoring.import.check')}
        </Button>
      </Group>
    </Stack>
  );
}

interface PreviewStepProps {
  profile: Profile;
  preview: QuestionImportPreviewData;
  onDone: (result: QuestionImportApplyData) => void;
  onStartOver: () => void;
}

function PreviewStep({ profile, preview, onDone, onStartOver }: PreviewStepProps) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<ImportMappingValue>({
    choice: NO_CHOICE,
    categoryChapters: {},
    difficulty: 2,
  });
  const [placeMissing, setPlaceMissing] = useState(false);
  const apply = useApplyImport();
  const importable = preview.counts.imported + preview.counts.changed;
  const place = mapping.choice.topicId ?? mapping.choice.chapterId;
  const submit = () => {
    if (place === null) return setPlaceMissing(true);
    const categories = Object.entries(mapping.categoryChapters).map(([category, syllabus_id]) => ({
      category,
      syllabus_id,
    }));
    apply.mutate(
      { preview_id: preview.preview_id, syllabus_id: place, categories, difficulty: mapping.difficulty },
      { onSuccess: onDone },
    );
  };
  return (
    <Stack gap="lg">
      <ImportPreview data={preview} />
      {importable === 0 ? (
        <Alert color="yellow">{t('authoring.import.nothing')}</Alert>
      ) : (
        <ImportMapping
          sections={profile.sections}
          categories={preview.categories}
          value={mapping}
          onChange={(next) => {
            setMapping(next);
            setPlaceMissing(false);
          }}
          error={placeMissing ? t('authoring.import.needPlace') : undefined}
        />
      )}
      {apply.isError && <ProblemAlert error={apply.error} />}
      <Group>
        {importable > 0 && (
          <Button onClick={submit} loading={apply.isPending}>
            {t('authoring.import.apply')}
          </Button>
        )}
        <Button variant="default" onClick={onStartOver} disabled={apply.isPending}>
          {t('authoring.import.startOver')}
        </Button>
      </Group>
    </Stack>
  );
}

function ImportDone({ result, onAnother }: { result: QuestionImportApplyData; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="green" role="status">
        {t('authoring.import.done', { count: result.count })}
      </Alert>
      <Group>
        <Button component={Link} to={AuthoringPath.bank}>
          {t('authoring.import.toBank')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('authoring.import.another')}
        </Button>
      </Group>
    </Stack>
  );
}
