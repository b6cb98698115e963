import { randomUUID } from 'node:crypto';
import { makeHomeworkWorld, signInAll, testClock, type HomeworkWorld, type Who } from './learnlist-factories.js';
import { call, createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

// The attendance tests' world: the homework world's school (Lakeside, India; 7-A with Asha and Bala
// taught by Tara, 7-B with Chitra taught by Colin, an admin, parents of Asha and Chitra, Hilltop's
// teacher) on a clock the tests move, and a client of the attendance calls.

export const OFFLINE = '/api/live-class/offlineAttendance';

export interface AttendanceWorld {
  t: TestApp;
  world: HomeworkWorld;
  clock: ReturnType<typeof testClock>;
  token: () => Record<Who, string>;
  /** Moves the clock; everyone signs in again (tokens expire after minutes). */
  at(iso: string): Promise<void>;
  post(path: string, who: Who, body: unknown): ReturnType<typeof call>;
  /** markAttendance with a fresh client id unless one is given. */
  mark(
    who: Who,
    date: string,
    marks: { uuid: string; mark: string; remark?: string | null }[],
    options?: { sectionId?: number; clientMarkId?: string },
  ): ReturnType<typeof call>;
  register(who: Who, date?: string, sectionId?: number): ReturnType<typeof call>;
  /** Delivers queued notifications; the kinds `who` was told of, newest first. */
  told(who: Who, kind: string): Promise<{ title: string; body: string; link: string | null }[]>;
}

/** `options`: more of the test app's (a push service's config, a notifier). */
export async function makeAttendanceWorld(
  startIso: string,
  options: Omit<TestAppOptions, 'clock'> = {},
): Promise<AttendanceWorld> {
  const clock = testClock(startIso);
  const t = await createTestApp({ ...options, clock: clock.now });
  const world = await makeHomeworkWorld(t.db);
  let tokens = await signInAll(t, world);
  const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: tokens[who], body });
  return {
    t,
    world,
    clock,
    token: () => tokens,
    async at(iso) {
      clock.set(iso);
      tokens = await signInAll(t, world);
    },
    post,
    mark: (who, date, marks, options = {}) =>
      post(`${OFFLINE}/v2/markAttendance`, who, {
        section_id: options.sectionId ?? world.sectionA.section_id,
        date,
        client_mark_id: options.clientMarkId ?? randomUUID(),
        marks,
      }),
    register: (who, date, sectionId) =>
      post(`${OFFLINE}/markAttendanceDetails`, who, {
        section_id: sectionId ?? world.sectionA.section_id,
        ...(date ? { date } : {}),
      }),
    async told(who, kind) {
      await t.services.jobs.drain();
      const res = await post('/api/notifications/list', who, {});
      return (res.body.data.notifications as { kind: string; title: string; body: string; link: string | null }[])
        .filter((n) => n.kind === kind)
        .map(({ title, body, link }) => ({ title, body, link }));
    },
  };
}
