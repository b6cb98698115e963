import type { AttendanceRegisterData, MarkValue } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useSendAbsenceNotice } from '../api/attendance.api';
import { useRegisterOutbox } from '../api/register-outbox';
import { LearnerMark, MARKS, type ShownMark } from './learner-mark.component';
import '../attendance.strings';
import { appLanguage, formatTime } from '../../../lib/date-format';

/** A time of day in the school's zone ("9:10 am"). */
export function timeIn(iso: string, timeZone: string): string {
  return formatTime(iso, appLanguage(), { timeZone });
}

/**
 * The register of one section and day: everyone as the server has them (present until marked), the
 * teacher's taps on top, saves still in the outbox on top of that; Save sends the changed marks (the
 * server writes the whole section), and then the day's absence notice can go to parents.
 */
export function RegisterSheet({ data, owner }: { data: AttendanceRegisterData; owner: string }) {
  const { t } = useTranslation();
  const outbox = useRegisterOutbox(owner, data.section_id, data.date);
  const notice = useSendAbsenceNotice();
  const [draft, setDraft] = useState<Map<string, ShownMark>>(new Map());
  const readOnly = !data.is_editable;

  const waiting = new Map<string, ShownMark>();
  for (const save of outbox.pending) {
    for (const m of save.marks) waiting.set(m.uuid, { mark: m.mark, remark: m.remark ?? null });
  }
  const shownOf = (uuid: string, mark: MarkValue, remark: string | null): ShownMark =>
    draft.get(uuid) ?? waiting.get(uuid) ?? { mark, remark };
  const shown = data.learners.map((l) => shownOf(l.uuid, l.mark, l.remark));
  const counts = Object.fromEntries(MARKS.map((m) => [m, shown.filter((s) => s.mark === m).length]));

  const save = () => {
    outbox.save(
      [...draft].map(([uuid, m]) => ({ uuid, mark: m.mark, remark: m.remark?.trim() ? m.remark.trim() : null })),
    );
    setDraft(new Map());
  };
  const refusal = outbox.outcome?.kind === 'refused' ? outbox.outcome.error : null;
  const refusedWhy = isApiError(refusal) && refusal.status === 409 ? refusal.message : errorMessage(refusal, t);
  const settled = outbox.pending.length === 0 && draft.size === 0;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('attendance.register.heading', { section: data.section_name, date: data.date })}
      </Title>
      <Text size="sm" aria-live="polite">
        {t('attendance.register.counts', counts)}
      </Text>
      {data.marked_by && data.marked_at ? (
        <Text size="sm" c="dimmed">
          {t('attendance.register.markedBy', {
            name: data.marked_by.name,
            time: timeIn(data.marked_at, data.time_zone),
          })}
          {data.updated_by && data.updated_at && data.updated_at !== data.marked_at
            ? ` · ${t('attendance.register.updatedBy', { name: data.updated_by.name, time: timeIn(data.updated_at, data.time_zone) })}`
            : ''}
        </Text>
      ) : (
        <Text size="sm">{t('attendance.register.notMarked')}</Text>
      )}
      {data.live_classes.length > 0 ? (
        <Text size="sm">
          {t('attendance.register.liveClasses', {
            list: data.live_classes
              .map((c) => t('attendance.register.liveClass', { title: c.title, count: c.present_count }))
              .join(', '),
          })}
        </Text>
      ) : null}
      {readOnly ? (
        <Alert color="gray" title={t('attendance.register.readOnly', { date: data.date, today: data.today })} />
      ) : null}
      {data.learners.length === 0 ? (
        <Text>{t('attendance.register.empty')}</Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.learners.map((learner, i) => (
            <LearnerMark
              key={learner.uuid}
              learner={learner}
              shown={shown[i]!}
              changed={draft.has(learner.uuid) || waiting.has(learner.uuid)}
              readOnly={readOnly}
              onChange={(next) => setDraft((d) => new Map(d).set(learner.uuid, next))}
            />
          ))}
        </Stack>
      )}
      <div role="status">
        {outbox.pending.length > 0 ? (
          <Text size="sm">{navigator.onLine ? t('attendance.register.saving') : t('attendance.register.waiting')}</Text>
        ) : outbox.outcome?.kind === 'saved' ? (
          <>
            <Text size="sm">{t('attendance.register.saved')}</Text>
            {outbox.outcome.replaced.map((r) => (
              <Text key={r.uuid} size="sm" fw={600}>
                {t('attendance.register.replaced', {
                  name: r.name,
                  yours: t(`attendance.marks.${r.your_mark}`),
                  by: r.kept_by?.name ?? '',
                  kept: t(`attendance.marks.${r.kept_mark}`),
                  time: timeIn(r.kept_made_at, data.time_zone),
                })}
              </Text>
            ))}
          </>
        ) : refusal ? (
          <Text size="sm" c="red.8">
            {t('attendance.register.refused', { reason: refusedWhy })}
          </Text>
        ) : null}
        {notice.data ? (
          <Text size="sm">{t('attendance.register.noticeSent', { count: notice.data.parents })}</Text>
        ) : data.absence_notice_at ? (
          <Text size="sm">
            {t('attendance.register.noticeAt', { time: timeIn(data.absence_notice_at, data.time_zone) })}
          </Text>
        ) : null}
        {notice.isError ? (
          <Text size="sm" c="red.8">
            {t('attendance.register.noticeError')} {errorMessage(notice.error, t)}
          </Text>
        ) : null}
      </div>
      {readOnly ? null : (
        <Group gap="sm" wrap="wrap">
          <Button onClick={save} disabled={data.learners.length === 0}>
            {t('attendance.register.save')}
          </Button>
          {data.is_marked && settled && counts.absent! > 0 ? (
            <Button
              variant="outline"
              loading={notice.isPending}
              onClick={() => notice.mutate({ section_id: data.section_id, date: data.date })}
            >
              {t('attendance.register.notice')}
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
