import type { SectionSummary, SyllabusNode } from '@esc/contracts';
import { Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSyllabusChildren } from '../api/syllabus-children.api';
import { DIFFICULTIES } from '../utils/question-labels';
import type { SyllabusChoice } from '../utils/syllabus-choice';
import { SyllabusPicker } from './syllabus-picker.component';

export interface ImportMappingValue {
  choice: SyllabusChoice;
  /** The chapter chosen for a category of the file; absent: the chapter chosen above. */
  categoryChapters: Record<string, number>;
  difficulty: 1 | 2 | 3;
}

interface ImportMappingProps {
  sections: readonly SectionSummary[];
  categories: readonly string[];
  value: ImportMappingValue;
  onChange: (value: ImportMappingValue) => void;
  error?: string;
}

const options = (nodes: readonly SyllabusNode[] | undefined) =>
  (nodes ?? []).map((n) => ({ value: String(n.syllabus_id), label: n.syllabus_name }));

/** Where the file's questions go: a chapter or topic, a chapter per category of the file, a difficulty. */
export function ImportMapping({ sections, categories, value, onChange, error }: ImportMappingProps) {
  const { t } = useTranslation();
  const chapters = useSyllabusChildren(value.choice.boardId ?? 0, value.choice.subjectId);
  const setCategory = (category: string, chapter: string | null) => {
    const next = { ...value.categoryChapters };
    if (chapter) next[category] = Number(chapter);
    else delete next[category];
    onChange({ ...value, categoryChapters: next });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-where">
      <Title order={2} size="h3" id="import-where">
        {t('authoring.import.where')}
      </Title>
      <Text size="sm">{t('authoring.import.whereHint')}</Text>
      <SyllabusPicker
        sections={sections}
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice, categoryChapters: {} })}
        depth="topic"
        error={error}
      />
      {categories.length > 0 && value.choice.subjectId !== null && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('authoring.import.categories')}
          </Title>
          {categories.map((category) => (
            <Select
              key={category}
              label={t('authoring.import.categoryChapter', { name: category })}
              placeholder={t('authoring.import.sameAsAbove')}
              data={options(chapters.data)}
              value={value.categoryChapters[category] ? String(value.categoryChapters[category]) : null}
              onChange={(v) => setCategory(category, v)}
              clearable
              searchable
              maw={420}
            />
          ))}
        </Stack>
      )}
      <Select
        label={t('authoring.import.difficulty')}
        data={DIFFICULTIES.map((d) => ({ value: String(d.value), label: t(`authoring.difficulty.${d.key}`) }))}
        value={String(value.difficulty)}
        onChange={(v) => onChange({ ...value, difficulty: (Number(v) || 2) as 1 | 2 | 3 })}
        allowDeselect={false}
        maw={260}
      />
    </Stack>
  );
}
