import type { Assignment, AssignLearnListBody, SectionSummary } from '@esc/contracts';
import { Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAssignLearnList } from '../api/homework-assign.api';
import { defaultHomeworkDays, homeworkDaysProblem, type HomeworkDays } from '../utils/homework-days';
import { ExtensionFields } from './extension-fields.component';
import { HomeworkDaysFields } from './homework-days-fields.component';
import { LearnListProblem } from './learnlist-problem.component';

/** Whom the homework goes to: sections of the school (staff), or the parent's active child. */
export type AssignTarget =
  { kind: 'sections'; sections: readonly SectionSummary[] } | { kind: 'child'; uuid: string; name: string };

interface AssignDialogProps {
  learnlistId: number;
  target: AssignTarget;
  countryIso: string | null | undefined;
  opened: boolean;
  onClose: () => void;
  onAssigned: (assignment: Assignment) => void;
}

/** Gives a published list as homework: to whom, from which day to which day, and who has longer. */
export function AssignDialog(props: AssignDialogProps) {
  const { t } = useTranslation();
  const { target } = props;
  const title =
    target.kind === 'child' ? t('learnlists.assign.childTitle', { name: target.name }) : t('learnlists.assign.title');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('learnlists.manage.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      size="lg"
      centered
    >
      {props.opened && <AssignForm {...props} />}
    </Modal>
  );
}

function AssignForm({ learnlistId, target, countryIso, onAssigned, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const assign = useAssignLearnList();
  const [days, setDays] = useState<HomeworkDays>(() => defaultHomeworkDays(Date.now(), countryIso));
  const [sectionIds, setSectionIds] = useState<string[]>([]);
  const [extend, setExtend] = useState(false);
  const [extensions, setExtensions] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const toSections = target.kind === 'sections';
  const chosen = sectionIds.map(Number);
  const noSection = toSections && chosen.length === 0;
  const given = Object.entries(extensions).filter(([, day]) => day !== '');
  const badExtension = given.some(([, day]) => day <= days.dueDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noSection || homeworkDaysProblem(days) !== null || (extend && badExtension)) return;
    const body: AssignLearnListBody = {
      learnlist_id: learnlistId,
      start_date: days.startDate,
      due_date: days.dueDate,
      ...(toSections ? { sections: chosen } : { uuid: target.uuid }),
      ...(extend && given.length > 0 ? { extensions: given.map(([uuid, due_date]) => ({ uuid, due_date })) } : {}),
    };
    assign.mutate(body, { onSuccess: (data) => onAssigned(data.assignment) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {target.kind === 'sections' ? (
          <SectionChoice
            sections={target.sections}
            value={sectionIds}
            onChange={setSectionIds}
            error={tried && noSection ? t('learnlists.assign.noSectionChosen') : undefined}
          />
        ) : (
          <Text>{t('learnlists.assign.childText', { name: target.name })}</Text>
        )}
        <HomeworkDaysFields days={days} onChange={setDays} countryIso={countryIso} />
        {toSections && (
          <Switch
            label={t('learnlists.assign.extend')}
            checked={extend}
            disabled={chosen.length === 0}
            onChange={(e) => setExtend(e.currentTarget.checked)}
          />
        )}
        {toSections && extend && chosen.length > 0 && (
          <ExtensionFields
            sectionIds={chosen}
            dueDate={days.dueDate}
            extensions={extensions}
            onChange={(uuid, day) => setExtensions((prev) => ({ ...prev, [uuid]: day }))}
          />
        )}
        {assign.isError && <LearnListProblem error={assign.error} action="assign" />}
        <FormButtons busy={assign.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

interface SectionChoiceProps {
  sections: readonly SectionSummary[];
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}

function SectionChoice({ sections, value, onChange, error }: SectionChoiceProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={t('learnlists.assign.sections')} value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {sections.length === 0 && <Text c="dimmed">{t('learnlists.assign.noSections')}</Text>}
        {sections.map((s) => (
          <Checkbox key={s.section_id} value={String(s.section_id)} label={`${s.section_name} · ${s.class_name}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('learnlists.manage.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {t('learnlists.assign.submit')}
      </Button>
    </Group>
  );
}
