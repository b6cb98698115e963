import type { SyllabusNode } from '@esc/contracts';
import { GroupCategory } from '@esc/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useContentCompletion, useNodeContent } from '../api/node-content.api';
import { STATUS_SHADE, type StatusShade } from '../../../components/status-colours';
import { ContentItemRow } from './content-item.component';
import { ListSkeleton } from './list-states.component';

/** Filled shades keep the badge's white text above WCAG AA. */
const STATE_SHADE: Record<'done' | 'started' | 'notStarted', StatusShade> = {
  done: 'success',
  started: 'info',
  notStarted: 'neutral',
};

interface LptTopicProps {
  topic: SyllabusNode;
  step: number;
  learnerUuid: string | null;
}

/** One step of the learning path: a topic's learn content in order, each marked done or not. */
export function LptTopic({ topic, step, learnerUuid }: LptTopicProps) {
  const { t } = useTranslation();
  const content = useNodeContent(topic.syllabus_id, GroupCategory.Learn);
  const items = content.data?.pages.flatMap((p) => p.content_list) ?? [];
  const completion = useContentCompletion(
    learnerUuid,
    items.map((i) => i.content_id),
  );
  const rows = completion.data?.contents ?? [];
  const stateOf = (id: number) => {
    const row = rows.find((r) => r.content_id === id);
    if (!row) return 'notStarted';
    if (row.is_content_completely_consumed === 1) return 'done';
    return row.total_consumption_time > 0 || row.resume_time > 0 ? 'started' : 'notStarted';
  };
  const done = items.filter((i) => stateOf(i.content_id) === 'done').length;
  const headingId = `lpt-topic-${topic.syllabus_id}`;
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId} data-testid="lpt-topic">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Stack gap={0} miw={0}>
            <Text size="sm" c="dimmed">
              {t('study.lptStep', { n: step })}
            </Text>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {topic.name}
            </Title>
          </Stack>
          {items.length > 0 && completion.isSuccess && (
            <Badge variant="light">{t('study.lptProgress', { done, total: items.length })}</Badge>
          )}
        </Group>
        {content.isPending ? (
          <ListSkeleton rows={2} height={48} />
        ) : content.isError ? (
          <QueryError title={t('syllabus.contentError')} error={content.error} onRetry={() => void content.refetch()} />
        ) : items.length === 0 ? (
          <Text size="sm">{t('study.lptTopicEmpty')}</Text>
        ) : (
          <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item, i) => {
              const state = stateOf(item.content_id);
              return (
                <ContentItemRow
                  key={item.content_id}
                  item={item}
                  syllabusId={topic.syllabus_id}
                  divided={i > 0}
                  trailing={
                    completion.isSuccess && (
                      <Badge color={STATUS_SHADE[STATE_SHADE[state]]}>{t(`study.${state}`)}</Badge>
                    )
                  }
                />
              );
            })}
          </Stack>
        )}
        {content.hasNextPage && (
          <Button
            variant="subtle"
            w="fit-content"
            loading={content.isFetchingNextPage}
            onClick={() => void content.fetchNextPage()}
          >
            {t('syllabus.loadMore')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
