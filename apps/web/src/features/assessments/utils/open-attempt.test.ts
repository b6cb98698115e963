import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError, NO_ANSWER } from '../../../lib/api-error';
import { attemptData, STUDENT } from '../test/assessment-fixtures';
import { attemptKey, createAttemptStore } from './attempt-store';
import { OfflineStartError, openAttempt } from './open-attempt';

// The paper stays on the device. A reload offline mid-test resumes the engine from what was
// kept when the attempt started online, its timer from the last checkpoint of the server's time;
// starting a test the device never held needs the link.

const MIN = 60_000;
const route = { paperId: 21, assignId: 31, sectionAssignId: 41, homeworkAssignId: null };
const key = attemptKey(STUDENT, route);
const linkDown = () =>
  Promise.reject(new ApiError({ status: NO_ANSWER, errorCode: 'NETWORK_ERROR', message: 'offline' }));
let dbCount = 0;
const freshStore = () => createAttemptStore(`esc-attempts-test-${++dbCount}`);

describe('opening the engine', () => {
  it('online: keeps the paper, its grant and the server’s time on the device, and counts from the server’s time', async () => {
    const store = freshStore();
    const serverNow = Date.UTC(2026, 10, 29, 10, 5);
    const attempt = attemptData({}, serverNow);
    const opened = await openAttempt({
      start: () => Promise.resolve(attempt),
      store,
      key,
      owner: STUDENT,
      deviceNow: () => serverNow - 7 * MIN,
      monoNow: () => 1_000,
    });
    expect(opened).toMatchObject({ fromDevice: false, anchor: { serverMs: serverNow, monoMs: 1_000 } });
    const kept = await store.load(key, STUDENT, serverNow - 7 * MIN);
    expect(kept?.attempt.timing.attempt_grant).toBe(attempt.timing.attempt_grant);
    expect(kept?.attempt.questions).toHaveLength(3);
    expect(kept?.checkpoint).toEqual({ serverMs: serverNow, deviceMs: serverNow - 7 * MIN });
  });

  it('a reload with the link down resumes from the device, the timer from the last checkpoint', async () => {
    const store = freshStore();
    const serverNow = Date.UTC(2026, 10, 29, 10, 5);
    const attempt = attemptData({}, serverNow);
    await openAttempt({
      start: () => Promise.resolve(attempt),
      store,
      key,
      owner: STUDENT,
      deviceNow: () => serverNow,
    });
    // Four minutes into the test by the engine's count, the device's clock reading the same.
    await store.checkpoint(key, { serverMs: serverNow + 4 * MIN, deviceMs: serverNow + 4 * MIN });
    // Reloaded a minute later; the new page's monotonic clock starts again.
    const opened = await openAttempt({
      start: linkDown,
      store,
      key,
      owner: STUDENT,
      deviceNow: () => serverNow + 5 * MIN,
      monoNow: () => 200,
    });
    expect(opened.fromDevice).toBe(true);
    expect(opened.attempt.resumed).toBe(true);
    expect(opened.attempt.attempt_id).toBe(attempt.attempt_id);
    expect(opened.anchor).toEqual({ serverMs: serverNow + 5 * MIN, monoMs: 200 });
  });

  it('a device clock moved back before the reload gives no time back', async () => {
    const store = freshStore();
    const serverNow = Date.UTC(2026, 10, 29, 11, 0);
    await openAttempt({ start: () => Promise.resolve(attemptData({}, serverNow)), store, key, owner: STUDENT });
    await store.checkpoint(key, { serverMs: serverNow + 4 * MIN, deviceMs: serverNow + 4 * MIN });
    const opened = await openAttempt({
      start: linkDown,
      store,
      key,
      owner: STUDENT,
      deviceNow: () => serverNow + 4 * MIN - 10 * MIN,
      monoNow: () => 0,
    });
    expect(opened.anchor.serverMs).toBe(serverNow + 4 * MIN);
  });

  it('starting with the link down and nothing kept: the test needs the link', async () => {
    await expect(openAttempt({ start: linkDown, store: freshStore(), key, owner: STUDENT })).rejects.toBeInstanceOf(
      OfflineStartError,
    );
  });

  it('another person on the same device does not get the kept attempt', async () => {
    const store = freshStore();
    await openAttempt({ start: () => Promise.resolve(attemptData()), store, key, owner: STUDENT });
    const other = '88888888-8888-4888-8888-888888888888';
    await expect(
      openAttempt({ start: linkDown, store, key: attemptKey(other, route), owner: other }),
    ).rejects.toBeInstanceOf(OfflineStartError);
    expect(await store.load(key, other, Date.now())).toBeNull();
  });

  it('a refusal from the server is not taken for a dropped link', async () => {
    const store = freshStore();
    await openAttempt({ start: () => Promise.resolve(attemptData()), store, key, owner: STUDENT });
    const closed = new ApiError({ status: 409, errorCode: 'ATTEMPT_CLOSED', message: 'submitted' });
    await expect(openAttempt({ start: () => Promise.reject(closed), store, key, owner: STUDENT })).rejects.toBe(closed);
  });

  it('an attempt submitted on this device is not started again', async () => {
    const store = freshStore();
    const attempt = attemptData();
    await openAttempt({ start: () => Promise.resolve(attempt), store, key, owner: STUDENT });
    await store.checkpoint(key, { serverMs: Date.now(), deviceMs: Date.now() }, true);
    let started = false;
    const opened = await openAttempt({
      start: () => {
        started = true;
        return Promise.resolve(attempt);
      },
      store,
      key,
      owner: STUDENT,
    });
    expect(started).toBe(false);
    expect(opened.submittedOffline).toBe(true);
  });

  it('a kept attempt past its deadline and sync window is put aside', async () => {
    const store = freshStore();
    const attempt = attemptData();
    await openAttempt({ start: () => Promise.resolve(attempt), store, key, owner: STUDENT });
    const after = attempt.timing.deadline_ms + 72 * 60 * MIN + 1;
    expect(await store.load(key, STUDENT, after)).toBeNull();
    expect(await store.load(key, STUDENT, attempt.timing.deadline_ms)).toBeNull();
  });
});
