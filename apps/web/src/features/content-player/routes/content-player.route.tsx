import type { AccessDecision, ContentDetail } from '@esc/contracts';
import { isLearner, isParent, UserType } from '@esc/domain';
import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheckFilled, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { AccessPrompt, useAccessDecision } from '../../../components/access-gate';
import { AskDoubtEntry } from '../../../components/ask-doubt/ask-doubt.context';
import { BookmarkButton } from '../../../components/bookmark';
import { KeepOfflineButton } from '../../../components/keep-offline';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { isOffline } from '../../../lib/kept/kept.app';
import { useSession } from '../../../lib/session';
import { contentDetailQueryOptions } from '../api/content-detail.api';
import { FrameViewer } from '../components/frame-viewer.component';
import { PackagePlayer } from '../components/package-player.component';
import { InteractiveLessonViewer } from '../components/interactive-lesson.component';
import { PlayerBreadcrumbs } from '../components/player-breadcrumbs.component';
import { PracticeTestCard } from '../components/practice-test-card.component';
import { SignInCard } from '../components/sign-in-card.component';
import { VideoPlayer } from '../components/video-player.component';
import { PdfViewer } from '../../../components/pdf-viewer';
import { useContentProgress } from '../hooks/use-content-progress.hook';
import { useHomeworkAssignId } from '../hooks/use-homework-assign-id.hook';
import { HomeworkBackLink } from '../components/homework-back-link.component';
import { playableUrl, playerBlock } from '../utils/playable-url';
import '../player.strings';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * /content-player/:contentId(?syllabusId=&groupId=): opens one content by its kind (spec 002 §2.4).
 * Opening is an access check, then play (spec 002 §4.2). The content's details carry the server's
 * access decision, so one call both decides and hands out the signed media: when the gate refuses,
 * its prompt shows instead of the player. A parent opens content for the active child, whom the
 * details do not name: the gate is asked for the child first, and details are fetched only when it
 * allows. A guest is asked to sign in by the player's own sign-in card.
 */
export function ContentPlayerRoute() {
  const { contentId = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const groupId = positiveInt(search.get('groupId'));
  const assignId = useHomeworkAssignId();
  const forChild = !!session && isParent(session.user_type_id);
  const childGate = useAccessDecision({ kind: 'content', itemId: contentId, groupId, assignId, enabled: forChild });
  const childAllowed = childGate.data?.allowed === true;
  // With no connection the gate cannot be asked: an item kept for the child opens from the device.
  const gateOffline =
    forChild && (!navigator.onLine || childGate.fetchStatus === 'paused' || isOffline(childGate.error));
  const details = useQuery({
    ...contentDetailQueryOptions(contentId, groupId, assignId),
    enabled: !forChild || childAllowed || gateOffline,
  });

  if (forChild && !gateOffline) {
    if (childGate.isError) return <GateError error={childGate.error} onRetry={() => void childGate.refetch()} />;
    if (childGate.data && !childAllowed) return <LockedContent decision={childGate.data} />;
  }
  return <PlayerForDetails query={details} search={search} />;
}

/** The player once the details (with the gate's decision) are known. */
function PlayerForDetails({ query, search }: { query: UseQueryResult<ContentDetail | null>; search: URLSearchParams }) {
  const { t } = useTranslation();
  const content = query.data;
  if (query.isError) {
    return (
      <PlayerFrame title={t('player.loadError')}>
        <QueryError title={t('player.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      </PlayerFrame>
    );
  }
  if (content === undefined) {
    return (
      <Stack gap="md" maw={1100} aria-busy aria-label={t('common.loading')} data-testid="player-loading">
        <Skeleton h={14} w={220} />
        <Skeleton h={32} w="70%" />
        <Skeleton h={360} />
      </Stack>
    );
  }
  if (content === null) return <ContentNotFound />;
  // A guest's refusal is the player's own sign-in card; any other refusal is the gate's prompt.
  if (!content.access.allowed && content.access.reason !== 'guest') return <LockedContent decision={content.access} />;
  const syllabusId = positiveInt(search.get('syllabusId')) ?? content.syllabus_id;
  const groupId = positiveInt(search.get('groupId')) ?? content.group_id;
  return (
    <PlayerPage
      key={content.content_id}
      content={content}
      syllabusId={syllabusId}
      groupId={groupId}
      onReload={() => void query.refetch()}
    />
  );
}

function LockedContent({ decision }: { decision: AccessDecision }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100} w="100%">
      <PageTitle page={t('access.title.locked')} />
      <PlayerBreadcrumbs title={t('access.title.locked')} syllabusId={null} />
      <AccessPrompt decision={decision} headingOrder={1} />
    </Stack>
  );
}

function GateError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <ContentNotFound />;
  return (
    <PlayerFrame title={t('access.checkError')}>
      <QueryError title={t('access.checkError')} error={error} onRetry={onRetry} />
    </PlayerFrame>
  );
}

function ContentNotFound() {
  const { t } = useTranslation();
  return (
    <PlayerFrame title={t('player.notFoundTitle')}>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('player.notFoundTitle')}>
        {t('player.notFoundText')}
      </Alert>
    </PlayerFrame>
  );
}

/** Heading-only frame for the states without content. */
function PlayerFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={1100} w="100%">
      <PageTitle page={title} />
      <PlayerBreadcrumbs title={title} syllabusId={null} />
      {children}
    </Stack>
  );
}

interface PlayerPageProps {
  content: ContentDetail;
  syllabusId: number | null;
  groupId: number | null;
  onReload: () => void;
}

function PlayerPage({ content, syllabusId, groupId, onReload }: PlayerPageProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { search } = useLocation();
  const [completed, setCompleted] = useState(false);
  const isGuest = !session || session.user_type_id === UserType.Guest;
  const block = playerBlock(content, isGuest);
  const title = content.content_title;
  const showProgressNote = !isGuest && !isLearner(session.user_type_id) && block === null;

  return (
    <Stack gap="md" maw={1100} w="100%" miw={0}>
      <PageTitle page={title} />
      <PlayerBreadcrumbs title={title} syllabusId={syllabusId} />
      <HomeworkBackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Title order={1} size="h2" data-testid="player-title" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {content.level2_name && (
            <Text size="sm" c="dimmed">
              {t('player.subject', { name: content.level2_name })}
            </Text>
          )}
          <div role="status" aria-live="polite">
            {completed && (
              <Badge
                size="lg"
                // A darker green than the theme's keeps white text at AA contrast.
                color="#1f6f33"
                variant="filled"
                leftSection={<IconCircleCheckFilled size={16} aria-hidden />}
                data-testid="content-completed"
              >
                {t('player.completed')}
              </Badge>
            )}
          </div>
        </Stack>
        <Group gap="sm">
          {!isGuest && <AskDoubtEntry target={{ about: 'content', contentId: content.content_id, title }} />}
          {!isGuest && (
            <BookmarkButton
              kind="content"
              itemId={content.content_id}
              title={title}
              syllabusId={syllabusId}
              groupId={groupId}
              groupName={content.group_name}
            />
          )}
          {!isGuest && block === null && content.content_kind !== 'practice_test' && (
            <KeepOfflineButton target={{ content_ids: [content.content_id] }} source={{ type: 'item', name: title }} />
          )}
        </Group>
      </Group>
      {block === 'sign-in' && <SignInCard />}
      {block === 'flash' && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="player-alert"
        >
          {t('player.flash')}
        </Alert>
      )}
      {block === 'no-data' && (
        <Alert
          color="gray"
          variant="light"
          role="alert"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="player-alert"
        >
          {t('player.noData')}
        </Alert>
      )}
      {block === null && (
        <ContentBody content={content} search={search} onReload={onReload} onCompletedChange={setCompleted} />
      )}
      {showProgressNote && (
        <Text size="xs" c="dimmed">
          {t('player.notRecorded')}
        </Text>
      )}
    </Stack>
  );
}

interface ContentBodyProps {
  content: ContentDetail;
  search: string;
  onReload: () => void;
  onCompletedChange: (completed: boolean) => void;
}

function ContentBody({ content, search, onReload, onCompletedChange }: ContentBodyProps) {
  const url = playableUrl(content) ?? '';
  switch (content.content_kind) {
    case 'video':
      return <VideoPlayer content={content} src={url} onReload={onReload} onCompletedChange={onCompletedChange} />;
    case 'pdf':
    case 'study_notes':
      return (
        <VisibleProgress content={content} onCompletedChange={onCompletedChange}>
          <PdfViewer title={content.content_title} src={url} />
        </VisibleProgress>
      );
    case 'html':
    case 'game':
      return (
        <VisibleProgress content={content} onCompletedChange={onCompletedChange}>
          <FrameViewer content={content} src={url} />
        </VisibleProgress>
      );
    case 'interactive':
      return (
        <VisibleProgress content={content} onCompletedChange={onCompletedChange}>
          <InteractiveLessonViewer content={content} search={search} />
        </VisibleProgress>
      );
    case 'practice_test':
      return <PracticeTestCard content={content} />;
    case 'h5p':
    case 'scorm':
      // Completion is the package's own word (its runtime's report), not time on the page.
      return <PackagePlayer content={content} onCompletedChange={onCompletedChange} />;
  }
}

/** Records consumption while a document, activity or lesson is open and visible; reports completion. */
function VisibleProgress({
  content,
  onCompletedChange,
  children,
}: {
  content: ContentDetail;
  onCompletedChange: (completed: boolean) => void;
  children: React.ReactNode;
}) {
  const { completed } = useContentProgress({ content, mode: 'visible' });
  useEffect(() => onCompletedChange(completed), [completed, onCompletedChange]);
  return <>{children}</>;
}
