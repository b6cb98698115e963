import type { PaperAssignment, PaperDetail, SectionSummary } from '@esc/contracts';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAssignPaper } from '../api/assign-paper.api';
import { assignBody, assignProblems, hasProblems, type AssignForm } from '../utils/assign-form';
import { formatInZone, instantToZoned, schoolTimeZone, zonedToInstant } from '../utils/window-time';
import { ExtraTimeFields } from './extra-time-fields.component';
import { ProblemAlert } from './problem-alert.component';

interface AssignPaperFormProps {
  paper: PaperDetail;
  sections: readonly SectionSummary[];
  countryIso: string | null | undefined;
  onCancel: () => void;
  onAssigned: (assignment: PaperAssignment) => void;
}

const HOUR = 3_600_000;

/** Opens at the next full hour, closes a day later, with the paper's own time to answer. */
function initialForm(paper: PaperDetail, timeZone: string): AssignForm {
  const start = Math.ceil(Date.now() / HOUR) * HOUR;
  return {
    title: '',
    sectionIds: [],
    start: instantToZoned(start, timeZone),
    end: instantToZoned(start + 24 * HOUR, timeZone),
    duration: paper.paper_time,
    allowReattempt: false,
    extend: false,
    extensions: {},
  };
}

/** Sections, a window in the school's time zone said in plain words, the time to answer, extra time. */
export function AssignPaperForm({ paper, sections, countryIso, onCancel, onAssigned }: AssignPaperFormProps) {
  const { t } = useTranslation();
  const timeZone = schoolTimeZone(countryIso);
  const assign = useAssignPaper();
  const [form, setForm] = useState<AssignForm>(() => initialForm(paper, timeZone));
  const [tried, setTried] = useState(false);
  const problems = assignProblems(form, timeZone);
  const shown = tried ? problems : { extensions: problems.extensions };
  const set = (patch: Partial<AssignForm>) => setForm((prev) => ({ ...prev, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasProblems(problems)) return;
    assign.mutate(assignBody(paper.paper_id, form, timeZone), { onSuccess: (data) => onAssigned(data.assignment) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <TextInput
          label={t('authoring.assign.name')}
          description={t('authoring.assign.nameHint')}
          value={form.title}
          maxLength={200}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Checkbox.Group
          label={t('authoring.assign.sections')}
          value={form.sectionIds}
          onChange={(sectionIds) => set({ sectionIds })}
          error={shown.sections ? t('authoring.assign.noSectionChosen') : undefined}
          required
        >
          <Stack gap="xs" mt="xs">
            {sections.length === 0 && <Text c="dimmed">{t('authoring.assign.noSections')}</Text>}
            {sections.map((s) => (
              <Checkbox key={s.section_id} value={String(s.section_id)} label={`${s.section_name} · ${s.class_name}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <WindowFields form={form} set={set} problems={shown} timeZone={timeZone} />
        <NumberInput
          label={t('authoring.assign.duration')}
          value={form.duration}
          min={1}
          max={600}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(duration) => set({ duration })}
          error={shown.duration ? t('authoring.assign.durationError') : undefined}
          required
          w={260}
        />
        <WindowWords form={form} timeZone={timeZone} />
        <Switch
          label={t('authoring.assign.reattempt')}
          checked={form.allowReattempt}
          onChange={(e) => set({ allowReattempt: e.currentTarget.checked })}
        />
        <Switch
          label={t('authoring.assign.extend')}
          checked={form.extend}
          disabled={form.sectionIds.length === 0}
          onChange={(e) => set({ extend: e.currentTarget.checked })}
        />
        {form.extend && form.sectionIds.length > 0 && (
          <ExtraTimeFields
            sectionIds={form.sectionIds.map(Number)}
            extensions={form.extensions}
            invalid={problems.extensions}
            onChange={(uuid, minutes) => set({ extensions: { ...form.extensions, [uuid]: minutes } })}
          />
        )}
        {assign.isError && <ProblemAlert error={assign.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('authoring.assign.cancel')}
          </Button>
          <Button type="submit" loading={assign.isPending}>
            {t('authoring.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface WindowFieldsProps {
  form: AssignForm;
  set: (patch: Partial<AssignForm>) => void;
  problems: ReturnType<typeof assignProblems> | { extensions: string[]; start?: undefined; end?: undefined };
  timeZone: string;
}

function WindowFields({ form, set, problems, timeZone }: WindowFieldsProps) {
  const { t } = useTranslation();
  const endError =
    problems.end === 'missing'
      ? t('authoring.assign.endMissing')
      : problems.end === 'before-start'
        ? t('authoring.assign.endBeforeStart')
        : undefined;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('authoring.assign.start')}
          value={form.start}
          onChange={(e) => set({ start: e.currentTarget.value })}
          error={problems.start ? t('authoring.assign.startMissing') : undefined}
          required
          w={240}
        />
        <TextInput
          type="datetime-local"
          label={t('authoring.assign.end')}
          value={form.end}
          min={form.start || undefined}
          onChange={(e) => set({ end: e.currentTarget.value })}
          error={endError}
          required
          w={240}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('authoring.assign.zoneHint', { zone: timeZone })}
      </Text>
    </Stack>
  );
}

/** The window in plain words, once both times read as times and the end is after the start. */
function WindowWords({ form, timeZone }: { form: AssignForm; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const start = zonedToInstant(form.start, timeZone);
  const end = zonedToInstant(form.end, timeZone);
  const duration = Number(form.duration);
  if (start === null || end === null || end <= start || !Number.isInteger(duration) || duration < 1) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} data-testid="assign-window">
      <Text size="sm">
        {t('authoring.assign.window', {
          opens: formatInZone(start, timeZone, i18n.language),
          closes: formatInZone(end, timeZone, i18n.language),
          zone: timeZone,
          duration,
        })}
      </Text>
    </Alert>
  );
}
