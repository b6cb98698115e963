import { Anchor, Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconVideoOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { MediaVideo } from '../../../components/media-video';
import { SyllabusPage } from '../components/syllabus-page.component';
import { studyTabPath, type ExploreState } from '../utils/study-links';
import '../study.strings';
import '../syllabus.strings';

function exploreStateOf(state: unknown): ExploreState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<ExploreState>;
  return typeof s.video_url === 'string' && s.video_url !== '' && typeof s.title === 'string'
    ? (s as ExploreState)
    : null;
}

/**
 * /explore (002 §2.2): a video opened from another screen with router state (video_url, title,
 * content, fromComponent, comingFrom). Opened without it (a reload, a typed address) it says so and
 * offers the way back.
 */
export function ExploreRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const state = exploreStateOf(location.state);
  const cameFromApp = location.key !== 'default';
  if (!state) {
    return (
      <SyllabusPage title={t('study.exploreTitle')}>
        <EmptyState
          icon={<IconVideoOff aria-hidden />}
          withIndicatorBackground
          title={t('study.exploreNoStateTitle')}
          description={t('study.exploreNoStateText')}
        >
          <Group justify="center">
            {cameFromApp && (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => void navigate(-1)}
              >
                {t('study.exploreBackTo')}
              </Button>
            )}
            <Button component={Link} to={studyTabPath(2)}>
              {t('study.exploreBack')}
            </Button>
          </Group>
        </EmptyState>
      </SyllabusPage>
    );
  }
  const contentId = state.content?.content_id;
  return (
    <SyllabusPage title={state.title}>
      <Stack gap="sm">
        <MediaVideo
          src={state.video_url}
          title={t('study.videoLabel', { title: state.title })}
          videoRef={videoRef}
          testId="explore-video"
        />
        <Group gap="md">
          {cameFromApp && (
            <Anchor component="button" type="button" onClick={() => void navigate(-1)}>
              {t('study.exploreBackTo')}
            </Anchor>
          )}
          {contentId ? (
            <Anchor component={Link} to={`/content-player/${contentId}`}>
              {t('study.openInPlayer')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </SyllabusPage>
  );
}
