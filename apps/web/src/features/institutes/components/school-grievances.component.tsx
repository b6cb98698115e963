import type { Grievance, GrievanceOfficerData } from '@esc/contracts';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { QueryError } from '../../../components/query-error.component';
import { useDateFormat } from '../../../lib/date-format';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import {
  useAnswerGrievance,
  useCloseGrievance,
  useGrievanceOfficer,
  useSaveGrievanceOfficer,
  useSchoolGrievances,
} from '../api/school-grievances.api';
import '../school-grievances.strings';

const STATE_COLOUR: Record<Grievance['state'], string> = { open: 'blue', answered: 'green', closed: 'gray' };

/** The school admin as grievance officer: the officer named for the school, and the grievances to answer. */
export function SchoolGrievances() {
  const { t } = useTranslation();
  const officer = useGrievanceOfficer();
  const list = useSchoolGrievances();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="school-grievances-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="school-grievances-heading">
          {t('schoolGrievances.title')}
        </Title>
        <Text size="sm">{t('schoolGrievances.intro')}</Text>
        {officer.data?.can_change && <OfficerForm current={officer.data} />}
        {list.isError ? (
          <QueryError title={t('schoolGrievances.loadError')} error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Skeleton h={120} aria-hidden />
        ) : list.data.grievances.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('schoolGrievances.none')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.grievances.map((g) => (
              <GrievanceItem key={g.grievance_id} grievance={g} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function OfficerForm({ current }: { current: GrievanceOfficerData }) {
  const { t } = useTranslation();
  const save = useSaveGrievanceOfficer();
  const [name, setName] = useState(current.officer.name);
  const [contact, setContact] = useState(current.officer.contact);
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!name.trim() || contact.trim().length < 3) return;
    await save.mutateAsync({ name: name.trim(), contact: contact.trim() });
    showToast({ message: t('schoolGrievances.officerSaved'), tone: 'success' });
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
        <Text size="sm" c="dimmed">
          {t('schoolGrievances.officerHint')}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('schoolGrievances.officerName')}
            value={name}
            maxLength={120}
            required
            error={tried && !name.trim() ? t('schoolGrievances.required') : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('schoolGrievances.officerContact')}
            value={contact}
            maxLength={200}
            required
            error={tried && contact.trim().length < 3 ? t('schoolGrievances.required') : undefined}
            onChange={(event) => setContact(event.currentTarget.value)}
          />
        </Group>
        {save.isError && (
          <Alert color="red" role="alert">
            {t('schoolGrievances.officerFailed')}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={save.isPending} w="fit-content">
          {t('schoolGrievances.saveOfficer')}
        </Button>
      </Stack>
    </form>
  );
}

function GrievanceItem({ grievance: g }: { grievance: Grievance }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const answerId = useId();
  const answer = useAnswerGrievance();
  const close = useCloseGrievance();
  const [text, setText] = useState('');
  const send = async () => {
    if (!text.trim()) return;
    await answer.mutateAsync({ grievanceId: g.grievance_id, answer: text.trim() });
    setText('');
    showToast({ message: t('schoolGrievances.answered'), tone: 'success' });
  };
  const finish = async () => {
    await close.mutateAsync(g.grievance_id);
    showToast({ message: t('schoolGrievances.closed'), tone: 'success' });
  };
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('schoolGrievances.heading', { reference: g.reference, subject: g.subject })}</Text>
          <Badge color={STATE_COLOUR[g.state]}>{t(`schoolGrievances.state.${g.state}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('schoolGrievances.raisedBy', { name: g.person_name, date: date.day(g.raised_at) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {g.details}
        </Text>
        {g.state === 'open' && (
          <Text size="sm" c={g.overdue ? 'red' : undefined}>
            {g.overdue
              ? t('schoolGrievances.overdue', { date: date.day(g.due_at) })
              : t('schoolGrievances.dueBy', { date: date.day(g.due_at) })}
          </Text>
        )}
        {g.answer && <Text size="sm">{g.answer}</Text>}
        {(answer.isError || close.isError) && (
          <Alert color="red" role="alert">
            {t('schoolGrievances.actionFailed')}
          </Alert>
        )}
        {g.state !== 'closed' && (
          <>
            <Textarea
              id={answerId}
              label={t('schoolGrievances.answerLabel', { reference: g.reference })}
              value={text}
              maxLength={5000}
              rows={3}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group>
              <Button size="sm" loading={answer.isPending} onClick={() => void send().catch(() => undefined)}>
                {t('schoolGrievances.sendAnswer')}
              </Button>
              {g.state === 'answered' && (
                <Button
                  size="sm"
                  variant="default"
                  loading={close.isPending}
                  onClick={() => void finish().catch(() => undefined)}
                >
                  {t('schoolGrievances.close')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
