import type { SectionSummary, SyllabusNode } from '@esc/contracts';
import { Group, Select } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSyllabusChildren } from '../api/syllabus-children.api';
import { classesOf, type SyllabusChoice } from '../utils/syllabus-choice';

interface SyllabusPickerProps {
  sections: readonly SectionSummary[];
  value: SyllabusChoice;
  onChange: (value: SyllabusChoice) => void;
  /** How deep to go: 'subject' stops at the subject (a paper's), 'topic' goes down to topics. */
  depth: 'subject' | 'topic';
  error?: string;
}

const nodeOptions = (nodes: readonly SyllabusNode[] | undefined) =>
  (nodes ?? []).map((n) => ({ value: String(n.syllabus_id), label: n.syllabus_name }));

/** Class, subject, chapter and topic, each listed once the one above it is chosen. */
export function SyllabusPicker({ sections, value, onChange, depth, error }: SyllabusPickerProps) {
  const { t } = useTranslation();
  const classes = classesOf(sections);
  const boardId = value.boardId ?? 0;
  const subjects = useSyllabusChildren(boardId, value.classId);
  const chapters = useSyllabusChildren(boardId, depth === 'topic' ? value.subjectId : null);
  const topics = useSyllabusChildren(boardId, depth === 'topic' ? value.chapterId : null);
  const num = (v: string | null) => (v ? Number(v) : null);
  const loadError = subjects.isError || chapters.isError || topics.isError ? t('authoring.bank.treeError') : undefined;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={t('authoring.bank.class')}
        placeholder={t('authoring.bank.chooseClass')}
        data={classes.map((c) => ({ value: c.value, label: c.label }))}
        value={value.classId === null ? null : `${value.boardId}:${value.classId}`}
        onChange={(v) => {
          const chosen = classes.find((c) => c.value === v);
          onChange({
            boardId: chosen?.boardId ?? null,
            classId: chosen?.classId ?? null,
            subjectId: null,
            chapterId: null,
            topicId: null,
          });
        }}
        error={error}
        w={220}
      />
      <Select
        label={t('authoring.bank.subject')}
        data={nodeOptions(subjects.data)}
        value={value.subjectId === null ? null : String(value.subjectId)}
        onChange={(v) => onChange({ ...value, subjectId: num(v), chapterId: null, topicId: null })}
        disabled={value.classId === null}
        error={loadError}
        w={220}
      />
      {depth === 'topic' && (
        <>
          <Select
            label={t('authoring.bank.chapter')}
            placeholder={t('authoring.bank.any')}
            data={nodeOptions(chapters.data)}
            value={value.chapterId === null ? null : String(value.chapterId)}
            onChange={(v) => onChange({ ...value, chapterId: num(v), topicId: null })}
            disabled={value.subjectId === null}
            clearable
            searchable
            w={260}
          />
          <Select
            label={t('authoring.bank.topic')}
            placeholder={t('authoring.bank.any')}
            data={nodeOptions(topics.data)}
            value={value.topicId === null ? null : String(value.topicId)}
            onChange={(v) => onChange({ ...value, topicId: num(v) })}
            disabled={value.chapterId === null}
            clearable
            searchable
            w={260}
          />
        </>
      )}
    </Group>
  );
}
