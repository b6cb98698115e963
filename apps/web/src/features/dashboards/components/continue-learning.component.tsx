import type { ContentProgressItem } from '@esc/contracts';
import { Card, EmptyState, Group, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useContinueLearning } from '../api/recent-content.api';

const KINDS = [
  'video',
  'interactive',
  'pdf',
  'html',
  'game',
  'study_notes',
  'practice_test',
  'question',
  'paper',
  'recorded_lecture',
] as const;
type Kind = (typeof KINDS)[number] | 'other';

function kindOf(kind: string | null): Kind {
  return (KINDS as readonly string[]).includes(kind ?? '') ? (kind as Kind) : 'other';
}

/** Seconds as m:ss or h:mm:ss. */
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

function ContinueCard({ item }: { item: ContentProgressItem }) {
  const { t } = useTranslation();
  const title = item.content_title ?? t('dashboard.untitled');
  const done = item.is_content_completely_consumed === 1;
  const status = done
    ? t('dashboard.continueDone')
    : item.resume_time > 0
      ? t('dashboard.continueResume', { time: clockText(item.resume_time) })
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
              {t(`syllabus.kind.${kindOf(item.content_kind)}`)}
            </Text>
          </Stack>
        </Group>
        <Progress value={item.progress} size="sm" color={done ? 'teal' : undefined} aria-hidden />
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
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {recent.data.map((item) => (
            <li key={item.content_id}>
              <ContinueCard item={item} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
