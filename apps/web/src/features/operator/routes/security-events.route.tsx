import type { SecurityEventKind, SecurityEventsData, SecurityEventsQuery } from '@esc/contracts';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { isApiError } from '../../../lib/api-error';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { useSecurityEvents } from '../api/security-events.api';
import '../operator.strings';

const KINDS: readonly SecurityEventKind[] = ['sign_in_failed', 'refresh_token_reused', 'throttled', 'forbidden'];
const PAGE_SIZE = 50;

interface Filters {
  kind: SecurityEventKind | '';
  from: string;
  to: string;
}

const queryOf = (filters: Filters, pageNo: number): SecurityEventsQuery => ({
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  page_no: pageNo,
  page_size: PAGE_SIZE,
});

/** Kind, first day and last day; the list follows when they are applied. */
function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ kind: '', from: '', to: '' });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(filters);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('securityEvents.kindLabel')}
          data={[
            { value: '', label: t('securityEvents.allKinds') },
            ...KINDS.map((k) => ({ value: k, label: t(`securityEvents.kinds.${k}`) })),
          ]}
          value={filters.kind}
          onChange={(value) => setFilters({ ...filters, kind: (value ?? '') as Filters['kind'] })}
          allowDeselect={false}
          data-testid="security-kind"
        />
        <TextInput
          type="date"
          label={t('securityEvents.from')}
          value={filters.from}
          onChange={(event) => setFilters({ ...filters, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('securityEvents.to')}
          value={filters.to}
          onChange={(event) => setFilters({ ...filters, to: event.currentTarget.value })}
        />
        <Button type="submit">{t('securityEvents.show')}</Button>
      </Group>
    </form>
  );
}

function EventsTable({ data }: { data: SecurityEventsData }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  if (data.events.length === 0) return <Text c="dimmed">{t('securityEvents.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScroll(t('securityEvents.title'))}>
      <Table striped data-testid="security-events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('securityEvents.when')}</Table.Th>
            <Table.Th>{t('securityEvents.kindLabel')}</Table.Th>
            <Table.Th>{t('securityEvents.account')}</Table.Th>
            <Table.Th>{t('securityEvents.address')}</Table.Th>
            <Table.Th>{t('securityEvents.call')}</Table.Th>
            <Table.Th>{t('securityEvents.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.events.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{date.dateTime(e.occurred_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`securityEvents.kinds.${e.kind}`)}</Badge>
              </Table.Td>
              <Table.Td dir="ltr">{e.user_uuid ?? '—'}</Table.Td>
              <Table.Td dir="ltr">{e.ip ?? '—'}</Table.Td>
              <Table.Td dir="ltr">{e.route ?? '—'}</Table.Td>
              <Table.Td dir="ltr">{e.detail ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /security-events: what a breach investigation reads, for the platform's editors (the operator). */
export function SecurityEventsRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ kind: '', from: '', to: '' });
  const [pageNo, setPageNo] = useState(1);
  const events = useSecurityEvents(queryOf(filters, pageNo));
  const refused = isApiError(events.error) && events.error.status === 403;
  return (
    <>
      <PageTitle page={t('securityEvents.title')} />
      <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('securityEvents.title')}
          </Title>
          <Text>{t('securityEvents.intro')}</Text>
          {refused ? (
            <Alert color="orange" variant="light" role="alert" data-testid="security-events-refused">
              {t('securityEvents.editorsOnly')}
            </Alert>
          ) : (
            <>
              <FilterForm
                onApply={(next) => {
                  setFilters(next);
                  setPageNo(1);
                }}
              />
              {events.isError ? (
                <QueryError
                  title={t('securityEvents.loadError')}
                  error={events.error}
                  onRetry={() => void events.refetch()}
                />
              ) : !events.data ? (
                <LoadingWrapper />
              ) : (
                <>
                  <EventsTable data={events.data} />
                  <Group justify="space-between">
                    <Button variant="default" disabled={pageNo === 1} onClick={() => setPageNo(pageNo - 1)}>
                      {t('securityEvents.newer')}
                    </Button>
                    <Button variant="default" disabled={!events.data.has_more} onClick={() => setPageNo(pageNo + 1)}>
                      {t('securityEvents.older')}
                    </Button>
                  </Group>
                </>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
