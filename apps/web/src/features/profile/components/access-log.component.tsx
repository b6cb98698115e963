import type { Profile } from '@esc/contracts';
import { isLearner, isParent } from '@esc/domain';
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { usePersonAccessLog } from '../api/access-log.api';
import { AccessLogEntries } from './access-log-entries.component';
import '../access-log.strings';

/** How long entries are kept, said before the first page arrives with the server's own figure. */
const KEPT_DAYS_UNTIL_READ = 400;

/**
 * "Who looked": which of a school's staff read a child's records. A learner sees their own, a parent
 * each linked child's; a school admin reads the school's on a screen of its own (Who looked).
 */
export function AccessLog({ profile }: { profile: Profile }) {
  const people = isParent(profile.user_type_id)
    ? profile.children.map((c) => ({ uuid: c.uuid, name: c.name }))
    : isLearner(profile.user_type_id)
      ? [{ uuid: profile.uuid, name: '' }]
      : [];
  if (people.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="md">
        {people.map((person, i) => (
          <Stack key={person.uuid} gap="sm">
            {i > 0 && <Divider />}
            <PersonLog viewerUuid={profile.uuid} person={person} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function PersonLog({ viewerUuid, person }: { viewerUuid: string; person: { uuid: string; name: string } }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const log = usePersonAccessLog(viewerUuid, person.uuid, page);
  const own = person.uuid === viewerUuid;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h4" id={titleId}>
        {own ? t('accessLog.title') : t('accessLog.childTitle', { name: person.name })}
      </Title>
      <Text size="sm">{t('accessLog.intro', { days: log.data?.kept_days ?? KEPT_DAYS_UNTIL_READ })}</Text>
      <AccessLogEntries log={log} page={page} onPage={setPage} />
    </Stack>
  );
}
