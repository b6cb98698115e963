import type { AccessKind } from '@esc/contracts';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { accessLogStrings } from '../access-log.strings';
import { useSchoolAccessLog, useSchoolAccessLogPeople, type SchoolLogFilter } from '../api/access-log.api';
import { AccessLogEntries } from './access-log-entries.component';

/** How long entries are kept, said before the first page arrives with the server's own figure. */
const KEPT_DAYS_UNTIL_READ = 400;

/** Every kind of read, in the order the words list them (the catalogue's type names each kind once). */
const KINDS = Object.keys(accessLogStrings.accessLog.kindName) as AccessKind[];

/** The filter's choices as typed: days are the reader's own calendar days (YYYY-MM-DD), empty for none. */
interface Choices {
  learner: string | null;
  viewer: string | null;
  kind: AccessKind | null;
  fromDay: string;
  toDay: string;
}

const NONE: Choices = { learner: null, viewer: null, kind: null, fromDay: '', toDay: '' };

/** The start of a day in the reader's time zone, as the instant the server filters by. */
function startOfDay(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}

/** The server's filter: the To day counts whole, so the range ends at the start of the day after it. */
function filterOf(choices: Choices): SchoolLogFilter {
  return {
    ...(choices.learner && { learner_uuid: choices.learner }),
    ...(choices.viewer && { viewer_uuid: choices.viewer }),
    ...(choices.kind && { kind: choices.kind }),
    ...(choices.fromDay && { from: startOfDay(choices.fromDay) }),
    ...(choices.toDay && { to: startOfDay(choices.toDay, 1) }),
  };
}

/**
 * A school admin's log of who looked at children's records: narrowed to a learner, a member of staff,
 * what was looked at and a range of days, a page at a time. A name in an entry narrows to that person.
 */
export function SchoolAccessLog({ viewerUuid }: { viewerUuid: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [choices, setChoices] = useState<Choices>(NONE);
  const backwards = choices.fromDay !== '' && choices.toDay !== '' && choices.toDay < choices.fromDay;
  const [filter, setFilter] = useState<SchoolLogFilter>({});
  const log = useSchoolAccessLog(viewerUuid, filter, page);
  const people = useSchoolAccessLogPeople(viewerUuid);
  const choose = (next: Partial<Choices>) => {
    const all = { ...choices, ...next };
    setChoices(all);
    // A range that ends before it starts is said at the field and not asked of the server.
    if (all.fromDay !== '' && all.toDay !== '' && all.toDay < all.fromDay) return;
    setFilter(filterOf(all));
    setPage(1);
  };
  const narrowed = Object.keys(filter).length > 0;
  const options = (list: { uuid: string; name: string }[] | undefined) =>
    (list ?? []).map((p) => ({ value: p.uuid, label: p.name || t('accessLog.formerPerson') }));

  return (
    <Stack gap="md">
      <Text size="sm">{t('accessLog.intro', { days: log.data?.kept_days ?? KEPT_DAYS_UNTIL_READ })}</Text>
      <Stack component="section" gap="xs" aria-label={t('accessLog.screen.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <Select
            label={t('accessLog.screen.learner')}
            placeholder={t('accessLog.screen.learnerAll')}
            data={options(people.data?.learners)}
            value={choices.learner}
            onChange={(learner) => choose({ learner })}
            searchable
            clearable
            nothingFoundMessage={t('accessLog.screen.nobodyFound')}
          />
          <Select
            label={t('accessLog.screen.viewer')}
            placeholder={t('accessLog.screen.viewerAll')}
            data={options(people.data?.viewers)}
            value={choices.viewer}
            onChange={(viewer) => choose({ viewer })}
            searchable
            clearable
            nothingFoundMessage={t('accessLog.screen.nobodyFound')}
          />
          <Select
            label={t('accessLog.screen.kind')}
            placeholder={t('accessLog.screen.kindAll')}
            data={KINDS.map((kind) => ({ value: kind, label: t(`accessLog.kindName.${kind}`) }))}
            value={choices.kind}
            onChange={(kind) => choose({ kind: kind as AccessKind | null })}
            clearable
          />
          <TextInput
            type="date"
            label={t('accessLog.screen.fromDay')}
            value={choices.fromDay}
            onChange={(e) => choose({ fromDay: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('accessLog.screen.toDay')}
            value={choices.toDay}
            onChange={(e) => choose({ toDay: e.currentTarget.value })}
            error={backwards ? t('accessLog.screen.rangeBackwards') : undefined}
          />
        </SimpleGrid>
        {(narrowed || choices !== NONE) && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            onClick={() => {
              setChoices(NONE);
              setFilter({});
              setPage(1);
            }}
          >
            {t('accessLog.screen.clear')}
          </Button>
        )}
      </Stack>
      <AccessLogEntries
        log={log}
        page={page}
        onPage={setPage}
        emptyText={narrowed ? t('accessLog.screen.noMatch') : undefined}
        onLearner={filter.learner_uuid ? undefined : (e) => choose({ learner: e.learner_uuid })}
        onViewer={filter.viewer_uuid ? undefined : (e) => choose({ viewer: e.viewer_uuid })}
      />
    </Stack>
  );
}
