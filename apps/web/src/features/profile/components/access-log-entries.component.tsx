import type { AccessLogData, AccessLogEntry } from '@esc/contracts';
import { Anchor, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/query-error.component';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import '../access-log.strings';

interface EntriesProps {
  log: UseQueryResult<AccessLogData>;
  page: number;
  onPage: (page: number) => void;
  /** What an empty page says instead of "nobody looked" (a narrowed log: nothing matches). */
  emptyText?: string;
  /** The school admin's narrowing: a name becomes a link that keeps only that person's entries. */
  onLearner?: (entry: AccessLogEntry) => void;
  onViewer?: (entry: AccessLogEntry) => void;
}

/** A page of an access log, newest first, each entry as a sentence: who, what of whom, when, from where. */
export function AccessLogEntries({ log, page, onPage, emptyText, onLearner, onViewer }: EntriesProps) {
  const { t } = useTranslation();
  if (log.isError) {
    return <QueryError title={t('accessLog.loadError')} error={log.error} onRetry={() => void log.refetch()} />;
  }
  if (!log.data) return <Skeleton h={64} aria-hidden />;
  const { entries, has_more } = log.data;
  // Another page or filter on its way: the entries shown are the last ones, dimmed until it comes.
  const waiting = log.isPlaceholderData;
  return (
    <Stack gap="xs" aria-busy={waiting} opacity={waiting ? 0.6 : 1}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText ?? t('accessLog.empty')}
        </Text>
      ) : (
        <List spacing="sm" listStyleType="none" p={0}>
          {entries.map((entry) => (
            <List.Item key={entry.entry_id}>
              <Entry entry={entry} onLearner={onLearner} onViewer={onViewer} />
            </List.Item>
          ))}
        </List>
      )}
      {(page > 1 || has_more) && (
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('accessLog.newer')}
          </Button>
          <Button variant="default" size="xs" disabled={!has_more} onClick={() => onPage(page + 1)}>
            {t('accessLog.older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Entry(props: Pick<EntriesProps, 'onLearner' | 'onViewer'> & { entry: AccessLogEntry }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { entry } = props;
  const sentence = t('accessLog.entry', {
    viewer: entry.viewer_name || t('accessLog.formerPerson'),
    role: t(`accessLog.role.${entry.viewer_role}`),
    action: t(`accessLog.kind.${entry.kind}`, { learner: entry.learner_name }),
  });
  return (
    <Stack gap={2}>
      <Text size="sm">{sentence}</Text>
      <Text size="xs" c="dimmed">
        {[
          entry.record_label && t('accessLog.on', { label: entry.record_label }),
          date.dateTime(entry.read_at),
          entry.device && t('accessLog.from', { device: entry.device }),
          entry.ip,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {(props.onLearner || props.onViewer) && (
        <Group gap="md">
          {props.onLearner && (
            <Anchor component="button" type="button" size="xs" onClick={() => props.onLearner!(entry)}>
              {t('accessLog.onlyLearner', { name: entry.learner_name })}
            </Anchor>
          )}
          {props.onViewer && (
            <Anchor component="button" type="button" size="xs" onClick={() => props.onViewer!(entry)}>
              {t('accessLog.onlyViewer', { name: entry.viewer_name || t('accessLog.formerPerson') })}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
