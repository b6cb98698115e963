import type { LiveClass, SaveLiveClassBody, SectionSummary } from '@esc/contracts';
import { LIVE_CLASS_DURATION_MAX, LIVE_CLASS_DURATION_MIN, LIVE_CLASS_REPEAT_WEEKS_MAX } from '@esc/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-message';
import { useSaveLiveClass, useTeacherSubjects } from '../api/live-classes.api';
import '../live-classes.strings';

interface Props {
  sections: readonly SectionSummary[];
  /** The meeting-room providers the server offers ('link' first; BigBlueButton and Zoom where configured). */
  providers: readonly string[];
  /** The class to change; absent: a new one. */
  editing?: LiveClass | null;
  onDone: () => void;
}

type Provider = NonNullable<SaveLiveClassBody['provider']>;
const isProvider = (value: string): value is Provider => ['link', 'bbb', 'zoom'].includes(value);

/**
 * Scheduling or changing a class: sections, subject, title, the school's date and time, duration, the
 * meeting room (a pasted link, or a room the server makes through a configured provider); a new class
 * may repeat weekly (a timetable).
 */
export function LiveClassForm({ sections, providers, editing, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSaveLiveClass();
  const [sectionIds, setSectionIds] = useState<string[]>(editing?.section_ids.map(String) ?? []);
  const [subjectId, setSubjectId] = useState<number | string>(editing?.subject_id ?? '');
  const [subjectName, setSubjectName] = useState(editing?.subject_name ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [date, setDate] = useState(editing?.schedule_date ?? '');
  const [time, setTime] = useState(editing?.start_time ?? '');
  const [duration, setDuration] = useState<number | string>(editing?.duration ?? 45);
  const [link, setLink] = useState(editing?.join_link ?? '');
  const offered = providers.filter(isProvider);
  const [provider, setProvider] = useState<Provider>(
    editing && isProvider(editing.provider) ? editing.provider : (offered[0] ?? 'link'),
  );
  const [weeks, setWeeks] = useState<number | string>(1);
  // A teacher picks one of the subjects they teach in the chosen sections; an admin (no subjects) types the id.
  const teacher = useTeacherSubjects(true);
  const chosen = new Set(sectionIds.map(Number));
  const subjectChoices = [
    ...new Map(
      (teacher.data?.subjects ?? [])
        .filter((s) => chosen.size === 0 || chosen.has(s.section_id))
        .map((s) => [String(s.subject_id), { value: String(s.subject_id), label: s.subject_name }]),
    ).values(),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SaveLiveClassBody = {
      ...(editing ? { sch_id: editing.sch_id } : {}),
      section_ids: sectionIds.map(Number),
      subject_id: Number(subjectId),
      subject_name: subjectName.trim() || null,
      title: title.trim(),
      schedule_date: date,
      start_time: time,
      duration: Number(duration),
      provider,
      // A provider's room is made by the server: only a pasted link is sent.
      ...(provider === 'link' ? { room_link: link.trim() } : {}),
      ...(editing || Number(weeks) <= 1 ? {} : { repeat_weeks: Number(weeks) }),
    };
    save.mutate(body, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-labelledby="live-class-form-heading">
      <Stack gap="sm" maw={560}>
        <Title order={2} size="h4" id="live-class-form-heading">
          {editing ? t('liveClasses.form.editHeading') : t('liveClasses.form.heading')}
        </Title>
        <Checkbox.Group label={t('liveClasses.form.sections')} required value={sectionIds} onChange={setSectionIds}>
          <Group gap="md" mt={4} wrap="wrap">
            {sections.map((s) => (
              <Checkbox key={s.section_id} value={String(s.section_id)} label={s.section_name} />
            ))}
          </Group>
        </Checkbox.Group>
        {subjectChoices.length > 0 ? (
          <Select
            label={t('liveClasses.form.subjectId')}
            required
            data={subjectChoices}
            value={subjectId === '' ? null : String(subjectId)}
            onChange={(value) => {
              setSubjectId(value ?? '');
              setSubjectName(subjectChoices.find((c) => c.value === value)?.label ?? '');
            }}
          />
        ) : (
          <Group grow wrap="wrap">
            <NumberInput
              label={t('liveClasses.form.subjectId')}
              required
              min={1}
              value={subjectId}
              onChange={setSubjectId}
            />
            <TextInput
              label={t('liveClasses.form.subjectName')}
              maxLength={100}
              value={subjectName}
              onChange={(e) => setSubjectName(e.currentTarget.value)}
            />
          </Group>
        )}
        <TextInput
          label={t('liveClasses.form.title')}
          required
          maxLength={150}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Group grow wrap="wrap">
          <TextInput
            type="date"
            label={t('liveClasses.form.date')}
            required
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <TextInput
            type="time"
            label={t('liveClasses.form.time')}
            required
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
        </Group>
        <NumberInput
          label={t('liveClasses.form.duration')}
          required
          min={LIVE_CLASS_DURATION_MIN}
          max={LIVE_CLASS_DURATION_MAX}
          value={duration}
          onChange={setDuration}
        />
        {editing ? null : (
          <NumberInput
            label={t('liveClasses.form.repeatWeeks')}
            description={t('liveClasses.form.repeatHint')}
            min={1}
            max={LIVE_CLASS_REPEAT_WEEKS_MAX}
            value={weeks}
            onChange={setWeeks}
          />
        )}
        {offered.length > 1 ? (
          <Radio.Group
            label={t('liveClasses.form.provider')}
            value={provider}
            onChange={(value) => isProvider(value) && setProvider(value)}
          >
            <Group gap="md" mt={4} wrap="wrap">
              {offered.map((p) => (
                <Radio key={p} value={p} label={t(`liveClasses.form.providers.${p}`)} />
              ))}
            </Group>
          </Radio.Group>
        ) : null}
        {provider === 'link' ? (
          <TextInput
            type="url"
            label={t('liveClasses.form.link')}
            description={t('liveClasses.form.linkHint')}
            required
            maxLength={500}
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('liveClasses.form.providerHint')}
          </Text>
        )}
        {save.isError ? (
          <Alert color="red" role="alert" title={t('liveClasses.saveError')}>
            {errorMessage(save.error, t)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {editing ? t('liveClasses.form.update') : t('liveClasses.form.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('liveClasses.form.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
