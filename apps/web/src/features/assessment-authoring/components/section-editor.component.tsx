import type { Question, SectionSummary, SyllabusNode } from '@esc/contracts';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { newDraw, type DrawDraft, type PickedQuestion, type SectionDraft } from '../utils/paper-draft';
import type { SyllabusChoice } from '../utils/syllabus-choice';
import { BankBrowser } from './bank-browser.component';
import { QuestionText } from './question-text.component';
import { SyllabusPicker } from './syllabus-picker.component';

interface SectionEditorProps {
  section: SectionDraft;
  number: number;
  /** The paper's subject: the bank is browsed under it, draws come from its chapters. */
  choice: SyllabusChoice;
  chapters: readonly SyllabusNode[];
  /** The teacher's sections: the bank may be narrowed to a chapter or topic of their classes. */
  sections: readonly SectionSummary[];
  onChange: (section: SectionDraft) => void;
  onRemove: (() => void) | null;
  errorOf: (field: string) => string | undefined;
}

/** One section: its name, questions picked from the bank, and random draws from chapters. */
export function SectionEditor(props: SectionEditorProps) {
  const { section, number, choice, chapters, sections, onChange, onRemove, errorOf } = props;
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState(false);
  const [bankChoice, setBankChoice] = useState<SyllabusChoice>(choice);
  const added = new Set(section.picked.map((q) => q.question_id));
  const add = (q: Question) =>
    onChange({
      ...section,
      picked: [
        ...section.picked,
        { question_id: q.question_id, stem: q.stem, marks: q.marks, negative_marks: q.negative_marks },
      ],
    });
  const setDraw = (key: number, patch: Partial<DrawDraft>) =>
    onChange({ ...section, draws: section.draws.map((d) => (d.key === key ? { ...d, ...patch } : d)) });
  const titleId = `section-title-${section.key}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            {t('authoring.paper.section', { n: number })}
          </Title>
          {onRemove && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('authoring.paper.removeSection', { n: number })}
            </Button>
          )}
        </Group>
        <TextInput
          label={t('authoring.paper.sectionName', { n: number })}
          value={section.name}
          maxLength={120}
          onChange={(e) => onChange({ ...section, name: e.currentTarget.value })}
          error={errorOf(`section-${section.key}-name`)}
          required
          w={320}
        />
        {errorOf(`section-${section.key}`) && (
          <Text c="red" size="sm" role="alert">
            {errorOf(`section-${section.key}`)}
          </Text>
        )}
        <Text size="sm">{t('authoring.paper.picked', { count: section.picked.length })}</Text>
        <PickedList
          picked={section.picked}
          onRemove={(id) => onChange({ ...section, picked: section.picked.filter((x) => x.question_id !== id) })}
        />
        <Button
          variant="light"
          w="fit-content"
          aria-expanded={browsing}
          onClick={() => {
            setBankChoice(choice);
            setBrowsing((b) => !b);
          }}
        >
          {browsing ? t('authoring.paper.closeBank') : t('authoring.paper.pickFromBank')}
        </Button>
        {browsing && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
            <Stack gap="sm">
              <SyllabusPicker sections={sections} value={bankChoice} onChange={setBankChoice} depth="topic" />
              <BankBrowser choice={bankChoice} action={{ kind: 'add', onAdd: add, added }} />
            </Stack>
          </Paper>
        )}
        <Title order={4} size="h5">
          {t('authoring.paper.blueprint')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('authoring.paper.blueprintHint')}
        </Text>
        {section.draws.map((draw) => (
          <DrawRow
            key={draw.key}
            draw={draw}
            chapters={chapters}
            errorOf={errorOf}
            onChange={(patch) => setDraw(draw.key, patch)}
            onRemove={() => onChange({ ...section, draws: section.draws.filter((d) => d.key !== draw.key) })}
          />
        ))}
        {section.draws.length < 20 && (
          <Button
            variant="default"
            w="fit-content"
            onClick={() => onChange({ ...section, draws: [...section.draws, newDraw()] })}
          >
            {t('authoring.paper.addDraw')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function PickedList({
  picked,
  onRemove,
}: {
  picked: readonly PickedQuestion[];
  onRemove: (questionId: number) => void;
}) {
  const { t } = useTranslation();
  if (picked.length === 0) return null;
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {picked.map((q) => (
        <li key={q.question_id} data-testid="picked-question">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>
              <QuestionText text={q.stem} />
            </div>
            <Text size="sm">{t('authoring.bank.marks', { count: q.marks })}</Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(q.question_id)}>
              {t('authoring.paper.removeQuestion', { id: q.question_id })}
            </Button>
          </Group>
        </li>
      ))}
    </ol>
  );
}

interface DrawRowProps {
  draw: DrawDraft;
  chapters: readonly SyllabusNode[];
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<DrawDraft>) => void;
  onRemove: () => void;
}

/** A random draw: from which chapter, how many questions, and marks each. */
function DrawRow({ draw, chapters, errorOf, onChange, onRemove }: DrawRowProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="draw-row">
      <Select
        label={t('authoring.paper.drawFrom')}
        data={chapters.map((c) => ({ value: String(c.syllabus_id), label: c.syllabus_name }))}
        value={draw.syllabusId}
        onChange={(v) => onChange({ syllabusId: v })}
        error={errorOf(`draw-${draw.key}-from`)}
        searchable
        required
        w={280}
      />
      <NumberInput
        label={t('authoring.paper.drawCount')}
        value={draw.count}
        min={1}
        max={200}
        allowDecimal={false}
        clampBehavior="none"
        onChange={(count) => onChange({ count })}
        error={errorOf(`draw-${draw.key}-count`)}
        required
        w={180}
      />
      <NumberInput
        label={t('authoring.paper.drawMarks')}
        value={draw.marks}
        min={0}
        max={1000}
        clampBehavior="none"
        onChange={(marks) => onChange({ marks })}
        error={errorOf(`draw-${draw.key}-marks`)}
        w={140}
      />
      <Button variant="subtle" color="red" mt={24} onClick={onRemove}>
        {t('authoring.paper.removeDraw')}
      </Button>
    </Group>
  );
}
