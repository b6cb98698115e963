import type { Grievance, GrievanceOfficer, MyGrievancesData, Profile } from '@esc/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error.component';
import { useDateFormat } from '../../../lib/date-format';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useMyGrievances, useRaiseGrievance } from '../api/grievances.api';
import '../grievances.strings';

type Translate = ReturnType<typeof useTranslation>['t'];

const STATE_COLOUR: Record<Grievance['state'], string> = { open: 'blue', answered: 'green', closed: 'gray' };

/**
 * "Raise a grievance": the form that reaches the grievance officer (the school's, or the platform's
 * for people who signed up alone), and the person's grievances with their state and answer.
 */
export function Grievances({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const query = useMyGrievances(profile.uuid);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="grievances-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="grievances-title">
          {t('grievances.title')}
        </Title>
        {query.isError ? (
          <QueryError title={t('grievances.loadError')} error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton h={160} aria-hidden />
        ) : (
          <>
            <Text size="sm">{t('grievances.intro', { days: query.data.response_days })}</Text>
            <RaiseForm viewerUuid={profile.uuid} data={query.data} />
            <GrievanceList grievances={query.data.grievances} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function reachesWords(officer: GrievanceOfficer, t: Translate): string {
  if (officer.kind === 'platform') {
    return officer.contact
      ? t('grievances.reachesPlatformContact', { name: officer.name, contact: officer.contact })
      : t('grievances.reachesPlatform', { name: officer.name });
  }
  return officer.name
    ? t('grievances.reachesSchool', { name: officer.name, contact: officer.contact })
    : t('grievances.reachesSchoolAdmins');
}

function RaiseForm({ viewerUuid, data }: { viewerUuid: string; data: MyGrievancesData }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const raise = useRaiseGrievance(viewerUuid);
  const [person, setPerson] = useState(viewerUuid);
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const officer = data.officers.find((o) => o.person_uuid === person)?.officer;
  const options = data.officers.map((o) => ({
    value: o.person_uuid,
    label: o.person_uuid === viewerUuid ? t('grievances.aboutMe') : o.person_name,
  }));
  const submit = async () => {
    setTried(true);
    if (!subject.trim() || !details.trim()) return;
    const body = {
      subject: subject.trim(),
      details: details.trim(),
      ...(person !== viewerUuid ? { uuid: person } : {}),
    };
    const sent = await raise.mutateAsync(body);
    showToast({
      message: t('grievances.sent', { reference: sent.reference, date: date.day(sent.due_at) }),
      tone: 'success',
    });
    setSubject('');
    setDetails('');
    setTried(false);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Stack gap="sm">
        {options.length > 1 && (
          <Select
            label={t('grievances.about')}
            data={options}
            value={person}
            allowDeselect={false}
            onChange={(value) => value && setPerson(value)}
          />
        )}
        {officer && <Text size="sm">{reachesWords(officer, t)}</Text>}
        <TextInput
          label={t('grievances.subject')}
          value={subject}
          maxLength={200}
          required
          error={tried && !subject.trim() ? t('grievances.required') : undefined}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label={t('grievances.details')}
          value={details}
          maxLength={5000}
          rows={4}
          required
          error={tried && !details.trim() ? t('grievances.required') : undefined}
          onChange={(event) => setDetails(event.currentTarget.value)}
        />
        {raise.isError && (
          <Alert color="red" role="alert">
            {t('grievances.failed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={raise.isPending}>
            {t('grievances.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GrievanceList({ grievances }: { grievances: readonly Grievance[] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <Stack gap="xs" component="section" aria-labelledby="grievance-list-title">
      <Title order={3} size="h5" id="grievance-list-title">
        {t('grievances.listTitle')}
      </Title>
      {grievances.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('grievances.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {grievances.map((g) => (
            <Card key={g.grievance_id} withBorder padding="sm" component="li">
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{g.subject}</Text>
                  <Badge color={STATE_COLOUR[g.state]}>{t(`grievances.state.${g.state}`)}</Badge>
                </Group>
                <Text size="sm">{t('grievances.reference', { reference: g.reference })}</Text>
                <Text size="sm" c="dimmed">
                  {t('grievances.raisedOn', { date: date.day(g.raised_at), name: g.person_name })}
                </Text>
                {g.state === 'open' && (
                  <Text size="sm" c={g.overdue ? 'red' : undefined}>
                    {g.overdue
                      ? t('grievances.overdue', { date: date.day(g.due_at) })
                      : t('grievances.dueBy', { date: date.day(g.due_at) })}
                  </Text>
                )}
                {g.answer && (
                  <Text size="sm">
                    <strong>{t('grievances.answer')}:</strong> {g.answer}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
