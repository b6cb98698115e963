import { LiveClassStatus } from '@esc/domain';
import type { LiveClass, SectionSummary } from '@esc/contracts';
import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSaveLiveClass, useStartLiveLecture, useUpcomingClasses } from '../api/live-classes.api';
import { LiveClassForm } from './live-class-form.component';
import { STATUS_COLOUR, statusWord } from './live-class-status';
import { PastClasses } from './past-classes.component';
import '../live-classes.strings';

/**
 * Staff's live classes: those not yet over that they present, created or teach (an admin: the
 * school's), to schedule, change, cancel, and start (the presenter) — then open the room.
 */
export function TeacherSchedule({ sections, uuid }: { sections: readonly SectionSummary[]; uuid: string }) {
  const { t } = useTranslation();
  const upcoming = useUpcomingClasses();
  const save = useSaveLiveClass();
  const start = useStartLiveLecture();
  const [form, setForm] = useState<{ editing: LiveClass | null } | null>(null);

  const cancel = (live: LiveClass) => {
    if (window.confirm(t('liveClasses.cancelConfirm'))) save.mutate({ sch_id: live.sch_id, is_cancelled: true });
  };
  const startClass = (live: LiveClass) =>
    start.mutate(live.sch_id, {
      onSuccess: (data) => {
        // A provider's room (BigBlueButton, Zoom) answers the presenter's own moderator URL.
        const link = data.room_url ?? data.live_class.join_link;
        if (link) window.open(link, '_blank')?.focus();
      },
    });

  if (form) {
    return (
      <LiveClassForm
        sections={sections}
        providers={upcoming.data?.room_providers ?? ['link']}
        editing={form.editing}
        onDone={() => setForm(null)}
      />
    );
  }
  const classes = upcoming.data?.classes ?? [];
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setForm({ editing: null })}>{t('liveClasses.schedule')}</Button>
      </Group>
      {upcoming.isError ? (
        <QueryError title={t('liveClasses.loadError')} error={upcoming.error} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.isPending ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : classes.length === 0 ? (
        <Text>{t('liveClasses.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('liveClasses.upcomingTitle')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {classes.map((live) => {
            const word = statusWord(live);
            const mine = live.presenter_uuid === uuid;
            return (
              <Card key={live.sch_id} withBorder padding="sm" component="li" aria-label={live.title}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{live.title}</Text>
                    <Text size="sm">
                      {live.schedule_date} {live.start_time} · {t('liveClasses.minutes', { count: live.duration })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('liveClasses.sections', { names: live.section_names.join(', ') })}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="wrap">
                    <Badge color={STATUS_COLOUR[word]} variant="filled">
                      {live.live_class_status === LiveClassStatus.Started
                        ? t('liveClasses.started')
                        : t(`liveClasses.status.${word}`)}
                    </Badge>
                    {live.live_class_status === LiveClassStatus.Started && mine ? (
                      <Button
                        size="xs"
                        loading={start.isPending && start.variables === live.sch_id}
                        onClick={() => startClass(live)}
                        aria-label={t('liveClasses.rejoin', { title: live.title })}
                      >
                        {t('liveClasses.rejoinShort')}
                      </Button>
                    ) : null}
                    {live.live_class_status === LiveClassStatus.Scheduled ? (
                      <>
                        {/* Offered from a few minutes before the start (the server's can_start), not days ahead. */}
                        {mine && live.can_start ? (
                          <Button
                            size="xs"
                            loading={start.isPending && start.variables === live.sch_id}
                            onClick={() => startClass(live)}
                            aria-label={t('liveClasses.start', { title: live.title })}
                          >
                            {t('liveClasses.startShort')}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setForm({ editing: live })}
                          aria-label={t('liveClasses.edit', { title: live.title })}
                        >
                          {t('liveClasses.editShort')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => cancel(live)}
                          aria-label={t('liveClasses.cancel', { title: live.title })}
                        >
                          {t('liveClasses.cancelShort')}
                        </Button>
                      </>
                    ) : null}
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <PastClasses />
    </Stack>
  );
}
