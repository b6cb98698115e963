import { randomUUID } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort, startDemoServer } from './demo-server.js';
import { apiCall, KBPS, RTT_MS, sessionScript, signIn, throttle, type Session } from './slow-link-kit.js';

// The sync after a day offline: "the sync of 1,000 queued progress records and 200
// answers after a day offline completes in under 10 s" on the slow link (750 kbit/s, 100 ms round
// trips). The demo student starts the open paper; 1,000 progress posts (on the videos they may play)
// and 200 answers of that attempt are made as the outbox keeps them ({ id, path, body }), then sent
// from the page's own fetch (so the link emulation applies) through POST /api/sync/outbox: up to 200
// entries a request, one request at a time per kind, the two kinds side by side, as the outbox sends
// them. Timed from the first request until the last answer, which the server gives once every
// entry of the batch is stored; then the outcome is checked through the API.
//
//   npm run bench:sync                  SYNC_PROGRESS=1000 SYNC_ANSWERS=200 SYNC_BATCH=200

const PROGRESS_COUNT = Number(process.env.SYNC_PROGRESS ?? 1000);
const ANSWER_COUNT = Number(process.env.SYNC_ANSWERS ?? 200);
const BATCH = Number(process.env.SYNC_BATCH ?? 200);
const TARGET_MS = 10_000;

interface Entry {
  id: string;
  path: string;
  body: Record<string, unknown>;
}

interface PaperRow {
  paper_id: number;
  assign_id: number | null;
  paper_name: string;
  time_gate: { open: boolean };
  attempt_status_id: number;
}

interface Face {
  question_id: number;
  options: { option_id: string }[];
}

/** The demo student's open paper, started (or resumed): its attempt and questions. */
async function startedAttempt(base: string, session: Session) {
  const list = await apiCall<{ papers: PaperRow[] }>(
    base,
    session,
    'POST',
    '/student-report/student/studentAssignedPaperList',
    {},
  );
  const open = list.papers.find((p) => p.time_gate.open);
  if (!open) throw new Error('the demo student has no open paper');
  const started = await apiCall<{ attempt_id: number; questions: { question: Face }[] }>(
    base,
    session,
    'POST',
    '/student-report/student/startAttempt',
    { paper_id: open.paper_id, assign_id: open.assign_id },
  );
  return {
    attemptId: started.attempt_id,
    questions: started.questions.map((q) => q.question),
    paper: open.paper_name,
    startBody: { paper_id: open.paper_id, assign_id: open.assign_id },
  };
}

/** Videos of the demo the student may play: the progress records are theirs. */
async function playableVideos(base: string, session: Session): Promise<number[]> {
  const ids = Array.from({ length: 80 }, (_, i) => 100_001 + i).join(',');
  const { content_details: details } = await apiCall<{
    content_details: { content_id: number; content_kind: string; locked: boolean }[];
  }>(base, session, 'GET', `/content/v2/contentDetailsByContentIds?contentIds=${ids}`);
  const videos = details.filter((d) => d.content_kind === 'video' && !d.locked).map((d) => d.content_id);
  if (videos.length === 0) throw new Error('the demo student has no video to record progress on');
  return videos;
}

/** Progress posts as the player's recorder queues them: 10 s of watching each, across the videos. */
function progressEntries(videos: number[], count: number): Entry[] {
  return Array.from({ length: count }, (_, n) => {
    const id = randomUUID();
    return {
      id,
      path: '/mis/v2/addLearningProgress',
      body: {
        client_event_id: id,
        content_id: videos[n % videos.length]!,
        total_consumption_time: 10,
        total_media_time: '00:10:00',
        resume_position: 10 * Math.floor(n / videos.length),
        source: 2,
      },
    };
  });
}

/** Answers as the test engine's outbox queues them: one entry per answer, seq in the order given. */
function answerEntries(attemptId: number, questions: Face[], count: number): Entry[] {
  const started = Date.now();
  return Array.from({ length: count }, (_, seq) => {
    const question = questions[seq % questions.length]!;
    const option = question.options[seq % Math.max(1, question.options.length)];
    const id = `bench-${randomUUID()}`;
    const answer = {
      client_answer_id: id,
      question_id: question.question_id,
      seq,
      answered_at: started + seq,
      response: option ? { option_ids: [option.option_id] } : null,
    };
    return { id, path: '/student-report/student/saveAnswers', body: { attempt_id: attemptId, answers: [answer] } };
  });
}

/** In the page (a string: tsx's helpers do not exist there): each kind's batches in turn, the kinds side by side. */
const SYNC_SCRIPT = `async ({ token, kinds, max }) => {
  const t0 = performance.now();
  const send = async (entries) => {
    const res = await fetch('/api/sync/outbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body: JSON.stringify({ entries }),
    });
    const json = await res.json();
    return { status: res.status, results: json.data ? json.data.results : [], at: performance.now() - t0 };
  };
  const chain = async (entries) => {
    const out = [];
    for (let i = 0; i < entries.length; i += max) out.push(await send(entries.slice(i, i + max)));
    return out;
  };
  const kindsDone = await Promise.all(kinds.map(chain));
  return { totalMs: performance.now() - t0, kinds: kindsDone };
}`;

interface Sent {
  status: number;
  results: { id: string; ok: boolean; status_code: number; data?: unknown }[];
  at: number;
}

async function main(): Promise<void> {
  const port = await freePort();
  const server = await startDemoServer(port, { LOGIN_MAX_PER_ADDRESS: '1000' });
  const base = `http://127.0.0.1:${port}`;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const session = await signIn(base, 'student@demo.school');
    const attempt = await startedAttempt(base, session);
    const videos = await playableVideos(base, session);
    const progress = progressEntries(videos, PROGRESS_COUNT);
    const answers = answerEntries(attempt.attemptId, attempt.questions, ANSWER_COUNT);
    const context = await browser.newContext();
    await context.addInitScript(sessionScript(session));
    const page = await context.newPage();
    // A page of the app's origin with nothing of the app in it: the fetches are the page's own.
    await page.goto(`${base}/api/platform/health`);
    const cdp = await throttle(page);
    const outcome = (await page.evaluate(
      `(${SYNC_SCRIPT})(${JSON.stringify({ token: session.access_token, kinds: [progress, answers], max: BATCH })})`,
    )) as { totalMs: number; kinds: Sent[][] };
    await cdp.detach();

    const all = outcome.kinds.flat().flatMap((s) => s.results);
    const failed = all.filter((r) => !r.ok);
    // Resuming answers the attempt's next seq: every answer of the sync arrived when it is their count.
    const resumed = await apiCall<{ next_seq: number }>(
      base,
      session,
      'POST',
      '/student-report/student/startAttempt',
      attempt.startBody,
    );
    console.log(
      `\nSync of ${PROGRESS_COUNT} progress records and ${ANSWER_COUNT} answers (attempt of "${attempt.paper}") ` +
        `at ${KBPS} kbit/s, ${RTT_MS} ms round trips, ${BATCH} entries a request\n`,
    );
    for (const [i, kind] of outcome.kinds.entries()) {
      console.log(
        `  ${i === 0 ? 'progress' : 'answers '}  ${kind.length} requests, done at ${(kind.at(-1)!.at / 1000).toFixed(2)} s ` +
          `(${kind.map((s) => (s.at / 1000).toFixed(2)).join(', ')})`,
      );
    }
    console.log(
      `  all ${all.length} entries answered in ${(outcome.totalMs / 1000).toFixed(2)} s ` +
        `(${outcome.totalMs <= TARGET_MS ? 'ok' : 'OVER'}, target 10 s); not saved: ${failed.length}` +
        `; the attempt's next seq ${resumed.next_seq}`,
    );
    if (failed.length > 0) console.log('  first refusal:', JSON.stringify(failed[0]));
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

await main();
