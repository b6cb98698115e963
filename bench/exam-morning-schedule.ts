// A learner's exam morning, planned in advance from a seeded random so that two runs with the same
// seed send the same calls at the same moments. Times are milliseconds of wall time from the start of
// the morning: the start within the start spread (not compressed: that minute is what is measured),
// then the exam's own time divided by the compression factor.

export interface MorningProfile {
  /** Seconds within which every learner presses Start. */
  startSpreadS: number;
  /** The paper's duration in exam minutes. */
  durationMin: number;
  /** Exam time runs this many times faster than the wall clock. */
  compress: number;
  /** Exam seconds between two saves of a learner: uniformly within [min, max]. */
  saveEveryS: [number, number];
  /** The share of learners who reload the test once, mid-test. */
  reloadShare: number;
  questions: number;
}

export interface PlannedSave {
  at: number;
  /** Index into the paper's questions. */
  question: number;
  /** Which answer: the option (0-3) or a number, chosen by the learner's random. */
  choice: number;
}

export interface LearnerPlan {
  startAt: number;
  saves: PlannedSave[];
  /** When the learner reloads the page (start again, questions again), or null. */
  reloadAt: number | null;
  submitAt: number;
}

/** mulberry32: a small, fast 32-bit generator; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The wall milliseconds one exam second lasts. */
export const examSecondMs = (p: MorningProfile) => 1000 / p.compress;

/** The wall time of the whole morning: the last start plus the paper's (compressed) duration. */
export const morningMs = (p: MorningProfile) => p.startSpreadS * 1000 + p.durationMin * 60 * examSecondMs(p);

export function planLearner(p: MorningProfile, random: () => number): LearnerPlan {
  const unit = examSecondMs(p);
  const startAt = random() * p.startSpreadS * 1000;
  const endAt = startAt + p.durationMin * 60 * unit;
  // Submitted within the paper's last exam minute (or its last tenth, for a paper under ten minutes).
  const lastMinute = Math.min(60, (p.durationMin * 60) / 10) * unit;
  const submitAt = endAt - lastMinute + random() * lastMinute * 0.9;
  const saves: PlannedSave[] = [];
  const [low, high] = p.saveEveryS;
  // The first answer comes after reading the first question: one interval after the start.
  for (
    let at = startAt + (low + random() * (high - low)) * unit;
    at < submitAt;
    at += (low + random() * (high - low)) * unit
  ) {
    // Mostly the next question, sometimes an answer changed on one already answered.
    const question =
      random() < 0.15 && saves.length > 0
        ? Math.floor(random() * Math.min(saves.length, p.questions))
        : saves.length % p.questions;
    saves.push({ at, question, choice: Math.floor(random() * 4) });
  }
  const reloads = random() < p.reloadShare;
  const reloadAt = reloads ? startAt + (0.2 + random() * 0.6) * (submitAt - startAt) : null;
  return { startAt, saves, reloadAt, submitAt };
}

/** Every learner's plan: learner i's from seed + i, so a smaller run is a prefix of a larger one. */
export function planMorning(p: MorningProfile, learners: number, seed: number): LearnerPlan[] {
  return Array.from({ length: learners }, (_, i) => planLearner(p, seededRandom(seed * 100_003 + i)));
}
