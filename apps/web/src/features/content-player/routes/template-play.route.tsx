import type { ContentDetail } from '@esc/contracts';
import { isParent } from '@esc/domain';
import { Alert, Button, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPuzzle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AccessPrompt, useAccessDecision } from '../../../components/access-gate';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useSession } from '../../../lib/session';
import { contentDetailQueryOptions } from '../api/content-detail.api';
import { InteractiveLessonViewer } from '../components/interactive-lesson.component';
import { useContentProgress } from '../hooks/use-content-progress.hook';
import '../player.strings';

/** The lesson's id: ?contentId= (kept on reload), else the router state's content_id or contentId. */
function useTemplateContentId(): string | null {
  const [search] = useSearchParams();
  const state = useLocation().state as { content_id?: unknown; contentId?: unknown } | null;
  const raw = search.get('contentId') ?? state?.content_id ?? state?.contentId ?? null;
  const text = raw === null ? '' : String(raw);
  return /^\d{1,12}$/.test(text) && Number(text) > 0 ? text : null;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={1100} w="100%" miw={0}>
      <PageTitle page={title} />
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The lesson, recording progress while it is open and visible (as the player does). */
function Lesson({ content }: { content: ContentDetail }) {
  const { search } = useLocation();
  useContentProgress({ content, mode: 'visible' });
  return <InteractiveLessonViewer content={content} search={search} />;
}

/**
 * /template-play?contentId= (002 §2.2): an interactive template (JSON lesson) alone, with the content
 * player's lesson renderer. Opening is the gate's check first, as in the player (002 §4.2); a parent's
 * is asked for the active child.
 */
export function TemplatePlayRoute() {
  const { t } = useTranslation();
  const contentId = useTemplateContentId();
  const session = useSession();
  const forChild = !!session && isParent(session.user_type_id);
  const childGate = useAccessDecision({ kind: 'content', itemId: contentId ?? '', enabled: forChild && !!contentId });
  const details = useQuery({
    ...contentDetailQueryOptions(contentId ?? '0'),
    enabled: !!contentId && (!forChild || childGate.data?.allowed === true),
  });
  if (!contentId) {
    return (
      <Frame title={t('player.templateTitle')}>
        <EmptyState
          icon={<IconPuzzle aria-hidden />}
          withIndicatorBackground
          title={t('player.templateNoneTitle')}
          description={t('player.templateNoneText')}
        >
          <Button component={Link} to="/student-study?tab=2">
            {t('player.toStudy')}
          </Button>
        </EmptyState>
      </Frame>
    );
  }
  const decision = forChild && childGate.data && !childGate.data.allowed ? childGate.data : details.data?.access;
  const error = childGate.error ?? details.error;
  if (error) {
    return (
      <Frame title={t('player.templateTitle')}>
        <QueryError title={t('player.loadError')} error={error} onRetry={() => void details.refetch()} />
      </Frame>
    );
  }
  if (decision && !decision.allowed) {
    return (
      <Frame title={t('player.templateTitle')}>
        <AccessPrompt decision={decision} headingOrder={2} />
      </Frame>
    );
  }
  const content = details.data;
  if (content === undefined) {
    return (
      <Frame title={t('player.templateTitle')}>
        <Skeleton h={360} aria-label={t('common.loading')} />
      </Frame>
    );
  }
  if (content === null) {
    return (
      <Frame title={t('player.notFoundTitle')}>
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('player.notFoundTitle')}>
          {t('player.notFoundText')}
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame title={content.content_title}>
      {content.content_kind === 'interactive' ? (
        <Lesson content={content} />
      ) : (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t('player.templateNotInteractive')}
        >
          <Button component={Link} to={`/content-player/${content.content_id}`} mt="xs">
            {t('player.openInPlayer')}
          </Button>
        </Alert>
      )}
    </Frame>
  );
}
