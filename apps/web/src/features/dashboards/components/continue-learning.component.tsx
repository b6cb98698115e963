import type { ContentProgressItem } from '@esc/contracts';
import { formatClock } from '@esc/domain';
import { Card, EmptyState, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { contentKindLabelKey } from '../../../components/content-kind';
import { QueryError } from '../../../components/query-error.component';
import { useContinueLearning } from '../api/recent-content.api';
import classes from './dashboards.module.css';

function ContinueCard({ item }: { item: ContentProgressItem }) {
  const { t } = useTranslation();
  const title = item.content_title ?? t('dashboard.untitled');
  const done = item.is_content_completely_consumed === 1;
  const status = done
    ? t('dashboard.continueDone')
    : item.resume_time > 0
      ? t('dashboard.continueResume', { time: formatClock(item.resume_time * 1000) })
      : t('dashboard.continueProgress', { percent: item.progress });
  return (
    <Card
      component={Link}
      to={`/content-player/${item.content_id}`}
      withBorder
      padding="md"
      radius="md"
      h="100%"
      data-testid="continue-learning-card"
      style={{ textDecoration: 'none' }}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="md" size="lg" color={done ? 'teal' : undefined} aria-hidden>
            {done ? <IconCircleCheck size={20} /> : <IconPlayerPlay size={20} />}
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {t(contentKindLabelKey(item.content_kind))}
            </Text>
          </Stack>
        </Group>
        <div className={classes.bar} aria-hidden>
          <div className={classes.barFill} data-done={done || undefined} style={{ width: `${item.progress}%` }} />
        </div>
        <Text size="sm">{status}</Text>
      </Stack>
    </Card>
  );
}

/** The learner's recent content (first 6), each opening the player where they left off. */
export function ContinueLearning({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const recent = useContinueLearning(uuid);
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('dashboard.continueLearning')}>
      <Title order={2} size="h3" mb="sm">
        {t('dashboard.continueLearning')}
      </Title>
      {recent.isError ? (
        <QueryError
          title={t('dashboard.continueLoadError')}
          error={recent.error}
          onRetry={() => void recent.refetch()}
        />
      ) : recent.isPending ? (
        <Skeleton h={96} aria-hidden />
      ) : recent.data.length === 0 ? (
        <EmptyState
          icon={<IconBook2 aria-hidden />}
          withIndicatorBackground
          title={t('dashboard.continueEmptyTitle')}
          description={t('dashboard.continueEmptyText')}
          size="sm"
          data-testid="continue-learning-empty"
        />
      ) : (
        <ul className={classes.cards}>
          {recent.data.map((item) => (
            <li key={item.content_id}>
              <ContinueCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
