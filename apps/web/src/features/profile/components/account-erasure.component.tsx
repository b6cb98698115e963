import type { ErasureRequest, Profile } from '@esc/contracts';
import { isParent } from '@esc/domain';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useDateFormat } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useAskForErasure, useErasureRequests } from '../api/erasure-requests.api';
import '../account-erasure.strings';

/** A waiting request says why it waits: a person asked, or a parent withdrew or refused consent (then nobody decides: it falls due). */
const WAITING = {
  asked: 'erasure.waiting',
  consent_withdrawn: 'erasure.waitingConsentWithdrawn',
  consent_refused: 'erasure.waitingConsentRefused',
} as const satisfies Record<ErasureRequest['grounds'], string>;

interface ErasurePerson {
  uuid: string;
  name: string;
  self: boolean;
}

/**
 * "Delete my account": a person asks for their account to be erased (a parent also for each linked
 * child), after a confirmation saying what goes and what a class's records and the law keep; then
 * the request's state, its due date and, when refused, the reason.
 */
export function AccountErasure({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const requests = useErasureRequests(profile.uuid);
  const children = isParent(profile.user_type_id) ? profile.children : [];
  const people: ErasurePerson[] = [
    { uuid: profile.uuid, name: profile.name, self: true },
    ...children.map((c) => ({ uuid: c.uuid, name: c.name, self: false })),
  ];
  const latestOf = (uuid: string) => requests.data?.requests.find((r) => r.subject_uuid === uuid) ?? null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="erasure-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="erasure-title">
          {t('erasure.title')}
        </Title>
        <Text size="sm">{t('erasure.intro')}</Text>
        {requests.data &&
          people.map((person) => (
            <PersonErasure key={person.uuid} viewerUuid={profile.uuid} person={person} latest={latestOf(person.uuid)} />
          ))}
      </Stack>
    </Card>
  );
}

function PersonErasure(props: { viewerUuid: string; person: ErasurePerson; latest: ErasureRequest | null }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const { latest, person } = props;
  const open = latest && (latest.state === 'waiting' || latest.state === 'erasing');
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {latest?.state === 'waiting' && t(WAITING[latest.grounds], { date: date.day(latest.due_at) })}
        {latest?.state === 'erasing' && t('erasure.erasing')}
        {latest?.state === 'refused' && t('erasure.refused', { reason: latest.refusal ?? '' })}
      </Text>
      {!open && (
        <div>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {person.self ? t('erasure.ask') : t('erasure.askChild', { name: person.name })}
          </Button>
        </div>
      )}
      <ConfirmErasure
        opened={confirming}
        onClose={() => setConfirming(false)}
        viewerUuid={props.viewerUuid}
        person={person}
      />
    </Stack>
  );
}

function ConfirmErasure(props: { opened: boolean; onClose: () => void; viewerUuid: string; person: ErasurePerson }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const ask = useAskForErasure(props.viewerUuid);
  const confirm = () =>
    ask.mutate(
      { childUuid: props.person.self ? null : props.person.uuid, reason: reason.trim() },
      { onSuccess: props.onClose },
    );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('erasure.confirmTitle', { name: props.person.name })}>
      <Stack gap="sm">
        <Text size="sm">{t('erasure.goes')}</Text>
        <Text size="sm" fw={600}>
          {t('erasure.keptTitle')}
        </Text>
        <List size="sm">
          <List.Item>{t('erasure.keptResults')}</List.Item>
          <List.Item>{t('erasure.keptInvoices')}</List.Item>
        </List>
        <Text size="sm">{t('erasure.decider')}</Text>
        <Textarea
          label={t('erasure.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={1000}
        />
        {ask.isError && (
          <Alert color="red" role="alert">
            {errorMessage(ask.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('erasure.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={ask.isPending}>
            {t('erasure.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
