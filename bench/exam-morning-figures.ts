import * as hdr from 'hdr-histogram-js';

// What the exam morning measured, per kind of call: counts, rates, latency percentiles (an HDR
// histogram in microseconds, 3 significant digits) and the errors by status; and the targets
// judged from them. A call's latency is what the learner waited for it: from its first try to its
// final answer, retries and their backoff included.

export const CALL_KINDS = ['list', 'start', 'image', 'save', 'reload', 'submit', 'report'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
/** The teachers' kind; every other kind is a learner's. */
const TEACHER_KINDS: ReadonlySet<CallKind> = new Set(['report']);

export interface KindFigures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Tries that failed and were tried again (the outbox's retries), by status ('network': no answer). */
  retries: Record<string, number>;
  /** Errors a learner (or teacher) was shown, by status ('network' when no answer came). */
  errors: Record<string, number>;
  /** For start and save: the calls begun in each minute of the morning, and their p99. */
  byMinute?: { minute: number; count: number; p99: number }[];
}

/** The kinds whose p99 is also printed minute by minute: where in the morning a tail comes from. */
const BY_MINUTE: readonly CallKind[] = ['start', 'save'];

const newHistogram = () =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });

export function createRecorder() {
  const histograms = new Map<CallKind, hdr.Histogram>();
  // Per kind, per minute of the morning in which the call began.
  const minutes = new Map<CallKind, Map<number, hdr.Histogram>>();
  let t0: number | null = null;
  const errors = new Map<CallKind, Map<string, number>>();
  const retries = new Map<CallKind, Map<string, number>>();
  const histogram = (kind: CallKind) => {
    let h = histograms.get(kind);
    if (!h) {
      h = newHistogram();
      histograms.set(kind, h);
    }
    return h;
  };
  const record = (kind: CallKind, ms: number) => {
    const us = Math.max(1, Math.round(ms * 1000));
    histogram(kind).recordValue(us);
    if (t0 === null || !BY_MINUTE.includes(kind)) return;
    const minute = Math.max(0, Math.floor((performance.now() - ms - t0) / 60_000));
    const byMinute = minutes.get(kind) ?? new Map<number, hdr.Histogram>();
    minutes.set(kind, byMinute);
    const h = byMinute.get(minute) ?? newHistogram();
    byMinute.set(minute, h);
    h.recordValue(us);
  };
  return {
    /** The morning's first moment (performance.now()): calls are placed in its minutes from here. */
    begin(at: number) {
      t0 = at;
    },
    /** A call answered (after its retries): its latency in ms. */
    done(kind: CallKind, ms: number) {
      record(kind, ms);
    },
    retried(kind: CallKind, status: number | 'network') {
      const byStatus = retries.get(kind) ?? new Map<string, number>();
      byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
      retries.set(kind, byStatus);
    },
    /** An error the person is shown: a refusal, or a failure still there after the retries. */
    failed(kind: CallKind, status: number | 'network', ms: number) {
      record(kind, ms);
      const byStatus = errors.get(kind) ?? new Map<string, number>();
      byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
      errors.set(kind, byStatus);
    },
    figures(seconds: number): Partial<Record<CallKind, KindFigures>> {
      const out: Partial<Record<CallKind, KindFigures>> = {};
      for (const kind of CALL_KINDS) {
        const h = histograms.get(kind);
        if (!h) continue;
        const ms = (p: number) => h.getValueAtPercentile(p) / 1000;
        out[kind] = {
          count: h.totalCount,
          perSecond: h.totalCount / Math.max(seconds, 0.001),
          p50: ms(50),
          p95: ms(95),
          p99: ms(99),
          max: h.maxValue / 1000,
          retries: Object.fromEntries(retries.get(kind) ?? []),
          errors: Object.fromEntries(errors.get(kind) ?? []),
          ...(minutes.has(kind) && {
            byMinute: [...minutes.get(kind)!]
              .sort(([a], [b]) => a - b)
              .map(([minute, m]) => ({ minute, count: m.totalCount, p99: m.getValueAtPercentile(99) / 1000 })),
          }),
        };
      }
      return out;
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;

export interface Target {
  name: string;
  measured: string;
  pass: boolean;
}

const errorCount = (f: KindFigures | undefined) => Object.values(f?.errors ?? {}).reduce((a, b) => a + b, 0);

/**
 * The targets: p95 start under 1 s and p99 under 2 s, p99 answer save under 200 ms, no error
 * answered to a learner, zero acknowledged answers lost. A kind with no calls fails its target.
 */
export function judgeTargets(
  figures: Partial<Record<CallKind, KindFigures>>,
  lost: { answers: number; submits: number },
): Target[] {
  const start = figures.start;
  const save = figures.save;
  const learnerErrors = CALL_KINDS.filter((k) => !TEACHER_KINDS.has(k)).reduce(
    (sum, k) => sum + errorCount(figures[k]),
    0,
  );
  const ms = (v: number | undefined) => (v === undefined ? 'no calls' : `${v.toFixed(0)} ms`);
  return [
    { name: 'start p95 < 1 s', measured: ms(start?.p95), pass: start !== undefined && start.p95 < 1000 },
    { name: 'start p99 < 2 s', measured: ms(start?.p99), pass: start !== undefined && start.p99 < 2000 },
    { name: 'save p99 < 200 ms', measured: ms(save?.p99), pass: save !== undefined && save.p99 < 200 },
    { name: 'no error answered to a learner', measured: String(learnerErrors), pass: learnerErrors === 0 },
    {
      name: 'zero acknowledged answers lost',
      measured: `${lost.answers} answers, ${lost.submits} submits`,
      pass: lost.answers === 0 && lost.submits === 0,
    },
  ];
}

const pad = (s: string, n: number) => s.padStart(n);

/** The table printed at the end: one line per kind, then the targets. */
export function formatFigures(figures: Partial<Record<CallKind, KindFigures>>, targets: Target[]): string {
  const lines = [
    `${'call'.padEnd(8)}${pad('count', 8)}${pad('req/s', 8)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}  errors; retries`,
  ];
  for (const kind of CALL_KINDS) {
    const f = figures[kind];
    if (!f) continue;
    const list = (byStatus: Record<string, number>) =>
      Object.entries(byStatus)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ') || 'none';
    lines.push(
      `${kind.padEnd(8)}${pad(String(f.count), 8)}${pad(f.perSecond.toFixed(1), 8)}${pad(f.p50.toFixed(1), 9)}${pad(f.p95.toFixed(1), 9)}${pad(f.p99.toFixed(1), 9)}${pad(f.max.toFixed(0), 9)}  ${list(f.errors)}; ${list(f.retries)}`,
    );
  }
  for (const kind of BY_MINUTE) {
    const byMinute = figures[kind]?.byMinute;
    if (!byMinute) continue;
    const cells = byMinute.map((m) => `${m.minute}: ${m.p99.toFixed(0)} (${m.count})`);
    lines.push('', `${kind} p99 ms by minute of the morning (calls begun):`, `  ${cells.join(', ')}`);
  }
  lines.push('', 'targets:');
  for (const t of targets) lines.push(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(32)} ${t.measured}`);
  return lines.join('\n');
}
