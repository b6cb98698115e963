import type { ContentDetail } from '@esc/contracts';
import { isLearner } from '@esc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { appOutbox, startOutbox } from '../../../lib/outbox.app';
import { bindProgressQueryClient, onProgressAcknowledged } from '../../../lib/progress.app';
import {
  createProgressRecorder,
  PROGRESS_POST_INTERVAL_MS,
  type ProgressRecorder,
} from '../../../lib/progress-recorder';
import { unacknowledgedResumePosition } from '../../../lib/progress-click-stream';
import { currentDeviceHints, progressSource } from '../../../lib/progress-source';
import { useSession } from '../../../lib/session';
import { contentResumeQueryOptions } from '../api/content-resume.api';
import { useHomeworkAssignId } from './use-homework-assign-id.hook';
import { useHomeworkCompletion } from './use-homework-completion.hook';

const noPosition = () => null;

export type ConsumptionMode =
  /** Counts while the video plays (the caller starts and stops the recorder) and the tab is visible. */
  | 'media'
  /** Counts while the content is open and the tab is visible (PDF, HTML, game, lesson). */
  | 'visible';

interface Options {
  content: ContentDetail;
  mode: ConsumptionMode;
  /** Play head in seconds (videos); keep it stable (useCallback). */
  position?: () => number | null;
  /** Whether the media is playing (videos), to count again when the tab becomes visible. */
  playing?: () => boolean;
}

export interface ContentProgress {
  /** Null when nothing is recorded: not a learner (parents and staff watch without recording). */
  recorder: ProgressRecorder | null;
  /** The learner this content's progress is about, or null. */
  learnerUuid: string | null;
  /** The server says the content is completely consumed (resume read or an acknowledged post). */
  completed: boolean;
  /** Where to resume (seconds), once known; null for non-learners or when the read failed. */
  resumeTime: number | null | undefined;
}

/**
 * Records a learner's consumption of one content: measures time while consumed, posts through the
 * outbox every 15 s, when hidden, on page hide and on close (the last two as keep-alive requests
 * that outlive the page, so leaving a playing video keeps its resume point). Only learners (students and guided
 * learners) record progress; a parent or teacher opening content records nothing.
 */
export function useContentProgress({ content, mode, position, playing }: Options): ContentProgress {
  const session = useSession();
  const profile = useCurrentProfile();
  const queryClient = useQueryClient();
  const learnerUuid = session && isLearner(session.user_type_id) ? session.uuid : null;
  const profileSettled = profile.data !== undefined || profile.isError;
  const section = profile.data?.sections[0];
  const schoolId = profile.data?.school?.school_id ?? null;
  const assignId = useHomeworkAssignId();

  const recorder = useMemo(() => {
    if (!learnerUuid || !profileSettled) return null;
    return createProgressRecorder({
      owner: learnerUuid,
      outbox: appOutbox,
      resumePosition: position ?? noPosition,
      context: {
        uuid: learnerUuid,
        contentId: content.content_id,
        source: progressSource(currentDeviceHints()),
        sectionId: section?.section_id ?? null,
        boardId: section?.board_id ?? content.board_id,
        classId: section?.class_id ?? content.class_id,
        enrolledSchoolId: schoolId,
        groupCategoryId: content.group_category_id,
        assignId,
      },
    });
  }, [learnerUuid, profileSettled, section, schoolId, content, position, assignId]);

  useEffect(() => {
    startOutbox();
    bindProgressQueryClient(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (!recorder) return;
    const visible = () => document.visibilityState !== 'hidden';
    if (mode === 'visible' && visible()) recorder.start();
    const onVisibility = () => {
      if (!visible()) {
        recorder.stop();
        recorder.post('hidden');
      } else if (mode === 'visible' || playing?.()) {
        recorder.start();
      }
    };
    const onPageHide = () => recorder.post('close');
    const interval = setInterval(() => {
      if (recorder.running) recorder.post('interval');
    }, PROGRESS_POST_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      recorder.stop();
      recorder.post('close');
    };
  }, [recorder, mode, playing]);

  const resume = useQuery({
    ...contentResumeQueryOptions(learnerUuid ?? '', content.content_id),
    enabled: learnerUuid !== null,
  });
  const [acknowledgedComplete, setAcknowledgedComplete] = useState<number | null>(null);
  useEffect(
    () =>
      onProgressAcknowledged((ack) => {
        if (ack.data.is_content_completely_consumed === 1) setAcknowledgedComplete(ack.contentId);
      }),
    [],
  );

  // A resume point still on its way to the server (the learner left and came straight back) wins.
  const pendingResume = useMemo(() => unacknowledgedResumePosition(content.content_id), [content.content_id]);
  const serverResume = resume.isError ? null : resume.data?.resumeTime;
  const completed = acknowledgedComplete === content.content_id || resume.data?.completed === true;
  useHomeworkCompletion({ learnerUuid, contentId: content.content_id, assignId, completed });
  return {
    recorder,
    learnerUuid,
    completed,
    resumeTime: learnerUuid === null ? null : (pendingResume ?? serverResume),
  };
}
