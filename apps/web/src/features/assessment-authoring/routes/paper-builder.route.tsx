import type { PaperDetail, Profile } from '@esc/contracts';
import type { PaperSettingName } from '@esc/domain';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSavePaper } from '../api/save-paper.api';
import { useSyllabusChildren } from '../api/syllabus-children.api';
import { AuthoringPage } from '../components/authoring-page.component';
import { ProblemAlert } from '../components/problem-alert.component';
import { SavedPaper } from '../components/saved-paper.component';
import { SectionEditor } from '../components/section-editor.component';
import { SyllabusPicker } from '../components/syllabus-picker.component';
import {
  blankPaper,
  newSection,
  paperBody,
  paperProblems,
  paperTotals,
  SETTING_NAMES,
  type PaperDraft,
} from '../utils/paper-draft';

/** /faculty-assessment-dashboard/papers/new: a paper from the bank, in sections, with its settings. */
export function PaperBuilderRoute() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<PaperDetail | null>(null);
  return (
    <AuthoringPage title={t('authoring.paper.title')} section="paper">
      {(profile) =>
        saved ? (
          <SavedPaper paper={saved} onAnother={() => setSaved(null)} />
        ) : (
          <PaperBuilder profile={profile} onSaved={setSaved} />
        )
      }
    </AuthoringPage>
  );
}

function PaperBuilder({ profile, onSaved }: { profile: Profile; onSaved: (paper: PaperDetail) => void }) {
  const { t } = useTranslation();
  const save = useSavePaper();
  const [draft, setDraft] = useState<PaperDraft>(blankPaper);
  const [tried, setTried] = useState(false);
  const chapters = useSyllabusChildren(draft.choice.boardId ?? 0, draft.choice.subjectId);
  const problems = paperProblems(draft);
  const totals = paperTotals(draft);
  const errorOf = (field: string) => {
    if (!tried) return undefined;
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key as 'authoring.paper.nameMissing', p.values ?? {}) : undefined;
  };
  const patch = (next: Partial<PaperDraft>) => setDraft((d) => ({ ...d, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    save.mutate(paperBody(draft, profile.school?.school_id ?? null), { onSuccess: onSaved });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={960}>
        <TextInput
          label={t('authoring.paper.name')}
          value={draft.name}
          maxLength={200}
          onChange={(e) => patch({ name: e.currentTarget.value })}
          error={errorOf('name')}
          required
          w={420}
        />
        <SyllabusPicker
          sections={profile.sections}
          value={draft.choice}
          onChange={(choice) => patch({ choice })}
          depth="subject"
          error={errorOf('where')}
        />
        <NumberInput
          label={t('authoring.paper.duration')}
          value={draft.duration}
          min={1}
          max={600}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(duration) => patch({ duration })}
          error={errorOf('duration')}
          required
          w={240}
        />
        <Switch
          label={t('authoring.paper.negativeMarking')}
          checked={draft.negativeMarking}
          onChange={(e) => patch({ negativeMarking: e.currentTarget.checked })}
        />
        <Switch
          label={t('authoring.paper.omr')}
          checked={draft.omr}
          onChange={(e) => patch({ omr: e.currentTarget.checked })}
        />
        <Switch
          label={t('authoring.paper.onlineOnly')}
          description={t('authoring.paper.onlineOnlyHelp')}
          checked={draft.onlineOnly}
          onChange={(e) => patch({ onlineOnly: e.currentTarget.checked })}
          maw={640}
        />
        <SettingSwitches
          settings={draft.settings}
          onChange={(name, on) => setDraft((d) => ({ ...d, settings: { ...d.settings, [name]: on } }))}
        />
        <Textarea
          label={t('authoring.paper.instructions')}
          value={draft.instructions}
          maxLength={10_000}
          minRows={3}
          onChange={(e) => patch({ instructions: e.currentTarget.value })}
        />
        <Title order={2} size="h3">
          {t('authoring.paper.sections')}
        </Title>
        {draft.sections.map((section, i) => (
          <SectionEditor
            key={section.key}
            section={section}
            number={i + 1}
            choice={draft.choice}
            chapters={chapters.data ?? []}
            sections={profile.sections}
            errorOf={errorOf}
            onChange={(next) =>
              setDraft((d) => ({ ...d, sections: d.sections.map((s) => (s.key === next.key ? next : s)) }))
            }
            onRemove={
              draft.sections.length > 1
                ? () => setDraft((d) => ({ ...d, sections: d.sections.filter((s) => s.key !== section.key) }))
                : null
            }
          />
        ))}
        {draft.sections.length < 20 && (
          <Button
            variant="default"
            w="fit-content"
            onClick={() => setDraft((d) => ({ ...d, sections: [...d.sections, newSection(d.sections.length + 1)] }))}
          >
            {t('authoring.paper.addSection')}
          </Button>
        )}
        <Group gap="lg" data-testid="paper-totals" role="status">
          <Text fw={600}>{t('authoring.paper.totalMarks', { marks: totals.marks })}</Text>
          <Text>{t('authoring.paper.totalQuestions', { count: totals.questions })}</Text>
        </Group>
        {tried && problems.length > 0 && (
          <Alert color="red" role="alert">
            {t('authoring.paper.fixErrors', { count: problems.length })}
          </Alert>
        )}
        {save.isError && <ProblemAlert error={save.error} />}
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('authoring.paper.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface SettingSwitchesProps {
  settings: PaperDraft['settings'];
  onChange: (name: PaperSettingName, on: boolean) => void;
}

/** The paper settings of 002 §5.2, each a labelled switch. */
function SettingSwitches({ settings, onChange }: SettingSwitchesProps) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Title order={2} size="h4">
          {t('authoring.paper.settings')}
        </Title>
      </legend>
      <Stack gap="xs" mt="xs">
        {SETTING_NAMES.map((name) => (
          <Switch
            key={name}
            label={t(`authoring.paper.setting.${name}`)}
            checked={settings[name]}
            onChange={(e) => onChange(name, e.currentTarget.checked)}
          />
        ))}
      </Stack>
    </fieldset>
  );
}
