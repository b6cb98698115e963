import type { ErasureRequest } from '@esc/contracts';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error.component';
import { useDateFormat } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDecideErasure, useErasureRequestsToDecide } from '../api/erasure-decisions.api';
import '../erasure-decisions.strings';

/** The school admin's erasure requests of the school's people: approve, or refuse with a reason the person reads. */
export function ErasureDecisions() {
  const { t } = useTranslation();
  const query = useErasureRequestsToDecide();
  const requests = query.data?.requests ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="erasure-decisions-heading">
      <Title order={2} size="h3" mb="sm" id="erasure-decisions-heading">
        {t('erasureDecisions.title')}
      </Title>
      {query.isError ? (
        <QueryError title={t('erasureDecisions.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton h={80} aria-hidden />
      ) : requests.length === 0 ? (
        <Text size="sm">{t('erasureDecisions.none')}</Text>
      ) : (
        <Stack gap="md">
          {requests.map((r) => (
            <RequestRow key={r.request_id} request={r} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RequestRow({ request }: { request: ErasureRequest }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const decide = useDecideErasure();
  const [refusal, setRefusal] = useState('');
  const refuse = () => decide.mutate({ requestId: request.request_id, approve: false, refusal: refusal.trim() });
  const approve = () => decide.mutate({ requestId: request.request_id, approve: true });
  return (
    <Stack gap="xs" component="article" aria-label={request.subject_name}>
      <Text fw={600}>{request.subject_name}</Text>
      <Text size="sm">
        {request.state === 'waiting'
          ? t('erasureDecisions.due', { date: date.day(request.due_at) })
          : t(`erasureDecisions.state.${request.state}`)}
      </Text>
      {request.grounds !== 'asked' && <Text size="sm">{t(`erasureDecisions.grounds.${request.grounds}`)}</Text>}
      {request.reason && <Text size="sm">{t('erasureDecisions.reason', { reason: request.reason })}</Text>}
      {request.refusal && <Text size="sm">{t('erasureDecisions.refusal', { reason: request.refusal })}</Text>}
      {request.state === 'waiting' && (
        <>
          <Textarea
            label={t('erasureDecisions.refusalLabel')}
            value={refusal}
            onChange={(e) => setRefusal(e.currentTarget.value)}
            maxLength={1000}
          />
          <Group>
            <Button color="red" onClick={approve} loading={decide.isPending}>
              {t('erasureDecisions.approve')}
            </Button>
            <Button variant="default" onClick={refuse} disabled={!refusal.trim()} loading={decide.isPending}>
              {t('erasureDecisions.refuse')}
            </Button>
          </Group>
        </>
      )}
      {decide.isError && (
        <Alert color="red" role="alert">
          {errorMessage(decide.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
