import { randomUUID } from 'node:crypto';
import type { MorningLearner, MorningQuestion, MorningSchool } from './exam-morning-data.js';
import type { Http } from './exam-morning-http.js';
import type { SentSave } from './exam-morning-loss.js';
import type { LearnerPlan, PlannedSave } from './exam-morning-schedule.js';
import { sleep } from './exam-morning-http.js';

// One learner's morning as the web app plays it: the paper list, Start (startAttempt: the questions
// come with it), the figures, an answer at each planned moment through the save call with a new client
// write id and the next seq (sent in order, one at a time, as the outbox sends a kind), perhaps a
// reload (start again: the attempt resumes with next_seq), and the submit, with the answers still
// unacknowledged riding along as the engine sends them.

const STUDENT = '/api/student-report/student';

interface Started {
  attempt_id: number;
  next_seq: number;
  timing: { attempt_grant: string };
  questions: { question: { images: { url: string }[] } }[];
}

interface Acked {
  acknowledged: { client_answer_id: string; status: string }[];
}

export interface MorningLog {
  sent: SentSave[];
  submitted: number[];
  attempts: Set<number>;
}

export interface LearnerContext {
  http: Http;
  t0: number;
  paperId: number;
  questions: MorningQuestion[];
  log: MorningLog;
}

const until = (ctx: LearnerContext, at: number) => sleep(ctx.t0 + at - performance.now());

function responseFor(q: MorningQuestion, choice: number) {
  const letter = 'abcd'[choice]!;
  if (q.type === 'numeric') return { value: choice + 0.5 };
  if (q.type === 'multiple') return { option_ids: [...new Set([letter, 'c'])] };
  return { option_ids: [letter] };
}

/**
 * The figures of the questions, once each (the browser's cache holds a figure seen twice), asked as
 * an <img> asks: by the signed link alone, without the session's Authorization.
 */
async function loadFigures(ctx: LearnerContext, started: Started) {
  const urls = new Set(started.questions.flatMap((q) => q.question.images.map((i) => i.url)));
  for (const url of urls) {
    const { pathname, search } = new URL(url, 'http://figure.invalid');
    await ctx.http.call('image', 'GET', pathname + search, null);
  }
}

const acknowledgedIds = (data: Acked | null) =>
  new Set((data?.acknowledged ?? []).filter((a) => a.status !== 'refused').map((a) => a.client_answer_id));

export async function runLearner(ctx: LearnerContext, learner: MorningLearner, assignId: number, plan: LearnerPlan) {
  const { http, log } = ctx;
  await until(ctx, plan.startAt);
  await http.call('list', 'POST', `${STUDENT}/studentAssignedPaperList`, learner.token, {});
  const startBody = { paper_id: ctx.paperId, assign_id: assignId, section_assign_id: 0 };
  let started = (await http.call<Started>('start', 'POST', `${STUDENT}/startAttempt`, learner.token, startBody)).data;
  // A start the learner was told failed: they press Try again, as the engine's error offers.
  for (let again = 0; !started && again < 3; again++) {
    await sleep(5_000);
    started = (await http.call<Started>('start', 'POST', `${STUDENT}/startAttempt`, learner.token, startBody)).data;
  }
  if (!started) return;
  log.attempts.add(started.attempt_id);
  await loadFigures(ctx, started);
  let seq = started.next_seq;
  const attemptId = started.attempt_id;
  let grant = started.timing.attempt_grant;
  const waiting: SentSave[] = [];
  const answerOf = new Map<string, object>();

  const save = async (planned: PlannedSave) => {
    const q = ctx.questions[planned.question]!;
    const record: SentSave = {
      attemptId,
      questionId: q.questionId,
      clientAnswerId: randomUUID(),
      seq: seq++,
      acknowledged: false,
    };
    const answer = {
      client_answer_id: record.clientAnswerId,
      question_id: q.questionId,
      seq: record.seq,
      answered_at: Date.now(),
      response: responseFor(q, planned.choice),
      time_spent_ms: 20_000,
      elapsed_ms: Math.round(performance.now() - ctx.t0 - plan.startAt),
    };
    answerOf.set(record.clientAnswerId, answer);
    log.sent.push(record);
    const res = await http.call<Acked>('save', 'POST', `${STUDENT}/saveAnswers`, learner.token, {
      attempt_id: attemptId,
      answers: [answer],
      attempt_grant: grant,
    });
    if (acknowledgedIds(res.data).has(record.clientAnswerId)) record.acknowledged = true;
    else if (shouldKeep(res.status)) waiting.push(record);
  };

  let reloaded = plan.reloadAt === null;
  for (const planned of plan.saves) {
    if (!reloaded && plan.reloadAt! <= planned.at) {
      reloaded = true;
      await until(ctx, plan.reloadAt!);
      const again = (await http.call<Started>('reload', 'POST', `${STUDENT}/startAttempt`, learner.token, startBody))
        .data;
      if (again) {
        seq = Math.max(seq, again.next_seq);
        grant = again.timing.attempt_grant;
        await loadFigures(ctx, again);
      }
    }
    await until(ctx, planned.at);
    if (performance.now() - ctx.t0 >= plan.submitAt) break;
    await save(planned);
  }
  await until(ctx, plan.submitAt);
  const riding = waiting.map((w) => answerOf.get(w.clientAnswerId)!);
  const res = await http.call<Acked>('submit', 'POST', `${STUDENT}/submitAttempt`, learner.token, {
    attempt_id: attemptId,
    ...(riding.length > 0 ? { answers: riding } : {}),
    attempt_grant: grant,
    elapsed_ms: Math.round(performance.now() - ctx.t0 - plan.startAt),
  });
  if (res.data) {
    log.submitted.push(attemptId);
    const acked = acknowledgedIds(res.data);
    for (const w of waiting) if (acked.has(w.clientAnswerId)) w.acknowledged = true;
  }
}

/** A save that failed for want of an answer stays on the device and rides along with the submit. */
const shouldKeep = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** A teacher watching the school's live report (who started, who submitted) every `everyMs`. */
export async function runTeacher(http: Http, school: MorningSchool, t0: number, endAt: number, everyMs: number) {
  const path = `/api/student-report/teacher/studentActivityOnAssignedAssessment?assignId=${school.assignId}&pageSize=50`;
  for (let at = everyMs * Math.random(); at < endAt; at += everyMs) {
    await sleep(t0 + at - performance.now());
    await http.call('report', 'GET', path, school.teacherToken);
  }
}
