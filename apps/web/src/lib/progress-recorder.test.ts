import { describe, expect, it, vi } from 'vitest';
import type { AddProgressBody } from '@esc/contracts';
import { ApiError } from './api-error';
import { createOutbox, type OutboxEntry } from './outbox';
import { CLICK_STREAM_STORAGE_KEY, readClickStream, watchedSinceAcknowledged } from './progress-click-stream';
import { applyProgressEvent, progressBody, type ProgressContext } from './progress-post';
import { createProgressRecorder } from './progress-recorder';

const context: ProgressContext = {
  uuid: 'learner-1',
  contentId: 100001,
  source: 1,
  sectionId: 5,
  boardId: 1,
  classId: 8,
  enrolledSchoolId: 101,
  groupCategoryId: 1,
};

function setup() {
  let clock = 1_000_000;
  let position = 0;
  let ids = 0;
  const enqueued: { id: string; body: AddProgressBody }[] = [];
  const recorder = createProgressRecorder({
    context,
    owner: 'learner-1',
    outbox: { enqueue: (w) => (enqueued.push({ id: w.id, body: w.body as AddProgressBody }), {} as OutboxEntry) },
    resumePosition: () => position,
    now: () => clock,
    newId: () => `event-${++ids}`,
  });
  return {
    recorder,
    enqueued,
    advance: (seconds: number) => {
      clock += seconds * 1000;
      if (recorder.running) position += seconds;
    },
  };
}

describe('progress recorder', () => {
  it('counts only while running and posts the seconds with a client_event_id', () => {
    const { recorder, enqueued, advance } = setup();
    advance(30); // open but not playing
    recorder.start();
    advance(12);
    recorder.stop();
    advance(100); // paused
    expect(recorder.post('pause')).toBe('event-1');

    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]!.body).toMatchObject({
      client_event_id: 'event-1',
      content_id: 100001,
      uuid: 'learner-1',
      total_consumption_time: 12,
      resume_position: 12,
      source: 1,
      section_id: 5,
      board_id: 1,
      class_id: 8,
      enrolled_school_id: 101,
      group_category_id: 1,
    });
    expect(watchedSinceAcknowledged(100001)).toBe(12);
  });

  it('posts the time since the previous post, and nothing when nothing was watched', () => {
    const { recorder, enqueued, advance } = setup();
    recorder.start();
    advance(15);
    recorder.post('interval');
    advance(15.5);
    recorder.post('interval');
    expect(recorder.post('interval')).toBeNull();
    expect(enqueued.map((e) => e.body.total_consumption_time)).toEqual([15, 15]);
    expect(new Set(enqueued.map((e) => e.body.client_event_id)).size).toBe(2);
  });

  it('an acknowledged post leaves the click-stream store; a post refused for good resets it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: 'ok' | 'refuse' = 'ok';
    const outbox = createOutbox({
      currentOwner: () => 'learner-1',
      send: async () => {
        if (answer === 'refuse') throw new ApiError({ status: 422, errorCode: 'VALIDATION_FAILED', message: 'no' });
        return { is_content_completely_consumed: 0 };
      },
      indexedDB: null,
      channelName: null,
      locks: null,
    });
    outbox.subscribe((event) => void applyProgressEvent(event));
    let clock = 0;
    const recorder = createProgressRecorder({
      context,
      owner: 'learner-1',
      outbox,
      resumePosition: () => null,
      now: () => clock,
    });

    recorder.start();
    clock += 20_000;
    recorder.post('interval');
    await outbox.flush();
    expect(watchedSinceAcknowledged(100001)).toBe(0);

    answer = 'refuse';
    clock += 20_000;
    recorder.stop();
    // Another content's unsent time is in the store too.
    window.localStorage.setItem(
      CLICK_STREAM_STORAGE_KEY,
      JSON.stringify({
        ...readClickStream(),
        '100002': { unsent: 7, pending: {}, resume_position: null, updated_at: 0 },
      }),
    );
    recorder.post('close');
    await outbox.flush();
    expect(readClickStream()).toEqual({});
    expect(window.localStorage.getItem(CLICK_STREAM_STORAGE_KEY)).toBe('{}');
  });

  it('leaves the media time to the catalogue: the text the player holds is rounded', () => {
    const { recorder, enqueued, advance } = setup();
    recorder.start();
    advance(5);
    recorder.post('pause');
    expect(enqueued[0]!.body).not.toHaveProperty('total_media_time');
  });
});

describe('readsProgress', () => {
  it('matches the resume, recent-content and continue-learning keys', async () => {
    const { readsProgress } = await import('./progress.app');
    expect(readsProgress(['progress', 'resume', 'u', 1])).toBe(true);
    expect(readsProgress(['dashboards', 'recent-content', 'u'])).toBe(true);
    expect(readsProgress(['dashboards', 'student-detail', 'u'])).toBe(false);
  });
});

describe('progress recorder: the last post of a viewing', () => {
  it('rounds the fraction up at the end of a video, so watching it all reaches the media time', () => {
    const { recorder, enqueued, advance } = setup();
    recorder.start();
    advance(15);
    recorder.post('interval');
    advance(4.6);
    recorder.stop();
    recorder.post('ended');
    expect(enqueued.map((e) => e.body.total_consumption_time)).toEqual([15, 5]);
  });
});

describe('progress recorder: leaving', () => {
  it('posts nothing for content opened and left without playing, though the player knows a play head', () => {
    const enqueued: unknown[] = [];
    const recorder = createProgressRecorder({
      context,
      owner: 'learner-1',
      outbox: { enqueue: (w) => (enqueued.push(w), {} as OutboxEntry) },
      resumePosition: () => 8,
      now: () => 1_000,
    });
    expect(recorder.post('close')).toBeNull();
    expect(enqueued).toEqual([]);
  });
});

describe('progress post: homework', () => {
  it('names the homework the content was opened from (assign_id), and nothing without one', () => {
    expect(progressBody({ ...context, assignId: 42 }, 15, 'event-1', 15)).toMatchObject({ assign_id: 42 });
    expect(progressBody(context, 15, 'event-1', 15)).not.toHaveProperty('assign_id');
  });
});
