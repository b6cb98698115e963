import { describe, expect, it } from 'vitest';
import { createRecorder, judgeTargets } from './exam-morning-figures.js';
import { shouldRetry } from './exam-morning-http.js';
import { countLostAnswers, countLostSubmits, type SentSave } from './exam-morning-loss.js';
import { parseOptions } from './exam-morning-options.js';
import { planLearner, planMorning, seededRandom, type MorningProfile } from './exam-morning-schedule.js';

// The exam morning's pure pieces: the plan of a learner's morning, the loss count, the targets.

const profile: MorningProfile = {
  startSpreadS: 60,
  durationMin: 30,
  compress: 6,
  saveEveryS: [20, 40],
  reloadShare: 0.5,
  questions: 40,
};

describe("a learner's planned morning", () => {
  it('presses Start within the first 60 s and submits in the paper’s last (compressed) minute', () => {
    for (let i = 0; i < 200; i++) {
      const plan = planLearner(profile, seededRandom(i));
      expect(plan.startAt).toBeGreaterThanOrEqual(0);
      expect(plan.startAt).toBeLessThan(60_000);
      // 30 exam minutes at x6 are 300 s of wall time; the last exam minute is the last 10 s.
      const end = plan.startAt + 300_000;
      expect(plan.submitAt).toBeGreaterThanOrEqual(end - 10_000);
      expect(plan.submitAt).toBeLessThan(end);
    }
  });

  it('saves every 20-40 exam seconds (3.3-6.7 s of wall time at x6), all before the submit', () => {
    const plan = planLearner(profile, seededRandom(7));
    const gaps = plan.saves.slice(1).map((s, i) => s.at - plan.saves[i]!.at);
    expect(gaps.length).toBeGreaterThan(40);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(20_000 / 6 - 1);
      expect(gap).toBeLessThanOrEqual(40_000 / 6 + 1);
    }
    expect(plan.saves.at(-1)!.at).toBeLessThan(plan.submitAt);
    expect(plan.saves.every((s) => s.question >= 0 && s.question < 40)).toBe(true);
  });

  it('reloads mid-test, between its start and its submit, for about the share asked', () => {
    const plans = planMorning(profile, 1000, 3);
    const reloading = plans.filter((p) => p.reloadAt !== null);
    expect(reloading.length).toBeGreaterThan(400);
    expect(reloading.length).toBeLessThan(600);
    for (const p of reloading) {
      expect(p.reloadAt!).toBeGreaterThan(p.startAt);
      expect(p.reloadAt!).toBeLessThan(p.submitAt);
    }
  });

  it('is the same for the same seed, and a smaller morning is the start of a larger one', () => {
    expect(planMorning(profile, 10, 5)).toEqual(planMorning(profile, 10, 5));
    expect(planMorning(profile, 10, 5)).toEqual(planMorning(profile, 20, 5).slice(0, 10));
    expect(planMorning(profile, 10, 5)).not.toEqual(planMorning(profile, 10, 6));
  });
});

const save = (questionId: number, seq: number, acknowledged: boolean, id = `id-${questionId}-${seq}`): SentSave => ({
  attemptId: 1,
  questionId,
  clientAnswerId: id,
  seq,
  acknowledged,
});
const row = (questionId: number, id: string, seq: number) => ({
  attempt_id: 1,
  question_id: questionId,
  client_answer_id: id,
  seq,
});

describe('acknowledged answers lost', () => {
  it('counts none when each question holds its last acknowledged answer', () => {
    const sent = [save(10, 0, true), save(10, 2, true), save(11, 1, true)];
    expect(countLostAnswers(sent, [row(10, 'id-10-2', 2), row(11, 'id-11-1', 1)])).toBe(0);
  });

  it('counts a question whose stored answer is an older one, or missing', () => {
    const sent = [save(10, 0, true), save(10, 2, true), save(11, 1, true)];
    expect(countLostAnswers(sent, [row(10, 'id-10-0', 0)])).toBe(2);
  });

  it('accepts a later answer of the learner that reached the server unacknowledged', () => {
    const sent = [save(10, 0, true), save(10, 3, false)];
    expect(countLostAnswers(sent, [row(10, 'id-10-3', 3)])).toBe(0);
  });

  it('counts an answer the learner never sent, or an earlier unacknowledged one, as a loss', () => {
    const sent = [save(10, 1, false), save(10, 2, true)];
    expect(countLostAnswers(sent, [row(10, 'someone-else', 9)])).toBe(1);
    expect(countLostAnswers(sent, [row(10, 'id-10-1', 1)])).toBe(1);
  });

  it('asks nothing of a question with no acknowledged answer', () => {
    expect(countLostAnswers([save(10, 0, false)], [])).toBe(0);
  });

  it('counts acknowledged submits whose attempt is not submitted or evaluated', () => {
    const stored = [
      { attempt_id: 1, status: 4, submitted_at: '2026-11-30T10:00:00Z' },
      { attempt_id: 2, status: 5, submitted_at: '2026-11-30T10:00:00Z' },
      { attempt_id: 3, status: 2, submitted_at: null },
    ];
    expect(countLostSubmits([1, 2, 3, 4], stored)).toBe(2);
  });
});

describe('figures and targets', () => {
  it('passes the targets only under the issue’s bounds', () => {
    const recorder = createRecorder();
    for (let i = 1; i <= 100; i++) recorder.done('start', i * 10);
    for (let i = 1; i <= 100; i++) recorder.done('save', i);
    const figures = recorder.figures(10);
    expect(figures.start!.count).toBe(100);
    expect(figures.start!.perSecond).toBe(10);
    expect(figures.start!.p50).toBeCloseTo(500, -1);
    expect(figures.start!.p99).toBeCloseTo(990, -1);
    const targets = judgeTargets(figures, { answers: 0, submits: 0 });
    expect(targets.map((t) => t.pass)).toEqual([true, true, true, true, true]);
  });

  it('fails a slow start, a slow save, an error shown to a learner and a lost answer', () => {
    const recorder = createRecorder();
    for (let i = 0; i < 100; i++) recorder.done('start', i < 90 ? 100 : 2500);
    for (let i = 0; i < 100; i++) recorder.done('save', i < 98 ? 10 : 250);
    recorder.failed('submit', 'network', 60_000);
    const targets = judgeTargets(recorder.figures(10), { answers: 1, submits: 0 });
    expect(Object.fromEntries(targets.map((t) => [t.name, t.pass]))).toEqual({
      'start p95 < 1 s': false,
      'start p99 < 2 s': false,
      'save p99 < 200 ms': false,
      'no error answered to a learner': false,
      'zero acknowledged answers lost': false,
    });
  });

  it('does not count a teacher’s failed report as an error answered to a learner', () => {
    const recorder = createRecorder();
    recorder.done('start', 10);
    recorder.done('save', 10);
    recorder.failed('report', 503, 100);
    const targets = judgeTargets(recorder.figures(1), { answers: 0, submits: 0 });
    expect(targets.find((t) => t.name === 'no error answered to a learner')!.pass).toBe(true);
  });

  it('places each start and save in the minute of the morning it began, so a tail can be found', () => {
    const recorder = createRecorder();
    recorder.begin(performance.now() - 150_000);
    // Began 50 s into the morning and waited 100 s; then one begun just now, at 150 s.
    recorder.done('save', 100_000);
    recorder.done('save', 10);
    recorder.done('image', 10);
    const figures = recorder.figures(150);
    expect(figures.save!.byMinute!.map((m) => [m.minute, m.count])).toEqual([
      [0, 1],
      [2, 1],
    ]);
    expect(figures.save!.byMinute![0]!.p99).toBeCloseTo(100_000, -3);
    expect(figures.image!.byMinute).toBeUndefined();
  });

  it('retries as the outbox does: no answer, 408, 429 and 5xx; any other 4xx is shown', () => {
    expect([0, 408, 429, 500, 502, 503].map(shouldRetry)).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 403, 404, 409].map(shouldRetry)).toEqual([false, false, false, false, false]);
  });
});

describe('options', () => {
  it('refuses a kill drill against the one server the script starts, naming why', () => {
    expect(() => parseOptions(['--kill-cmd', 'kill 1', '--kill-at', '120'])).toThrow(/need --base/);
    expect(parseOptions(['--base', 'http://127.0.0.1:8080', '--kill-cmd', 'x', '--kill-at', '120']).killAt).toBe(120);
  });

  it('names the field of a value out of bounds', () => {
    expect(() => parseOptions(['--learners', '0'])).toThrow(/--learners/);
    expect(() => parseOptions(['--save-every', '40-20'])).toThrow(/--save-every/);
    expect(() => parseOptions(['--compress', 'fast'])).toThrow(/--compress/);
  });

  it('defaults to the issue’s morning: 5,000 learners within 60 s, 30 minutes at x6, saves every 20-40 s', () => {
    const o = parseOptions([]);
    expect([o.learners, o.startSpread, o.durationMin, o.compress, o.saveEvery]).toEqual([5000, 60, 30, 6, [20, 40]]);
  });
});
