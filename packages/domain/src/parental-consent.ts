// Verifiable parental consent (India's DPDP Act 2023, s. 9, and its Rules): who must wait for a
// parent, and what a waiting learner may still do. Pure: today's date is a parameter.

/** Under this age a person is a child in law. */
export const ADULT_AGE = 18;
/** The youngest and oldest ages a date of birth at sign-up may give. */
export const BIRTH_AGE_RANGE = { min: 3, max: 100 } as const;
/** The version of the notice a parent is shown; a new wording takes a new version. */
export const CONSENT_NOTICE_VERSION = '2026-12';
/** After a parent withdraws, the child's data waits this long, then is erased. */
export const ERASE_AFTER_WITHDRAWAL_DAYS = 30;

/** A self-registered child's consent: asked of a parent, given, withdrawn by them, or refused. */
export const ConsentState = {
  Waiting: 'waiting',
  Given: 'given',
  Withdrawn: 'withdrawn',
  Refused: 'refused',
} as const;
export type ConsentState = (typeof ConsentState)[keyof typeof ConsentState];

/** Only consent given lets the product process the child's learning. */
export const consentAllowsLearning = (state: ConsentState): boolean => state === ConsentState.Given;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole years from a birth day to `today` (both YYYY-MM-DD): a birthday counts on its day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** A date of birth sign-up accepts: a real day, not in the future, an age of 3 to 100. */
export function isAcceptableBirthDate(dateOfBirth: string, today: string): boolean {
  if (!isCalendarDay(dateOfBirth) || dateOfBirth > today) return false;
  const age = ageOn(dateOfBirth, today);
  return age >= BIRTH_AGE_RANGE.min && age <= BIRTH_AGE_RANGE.max;
}

/** A learner who signs up alone (not through a school) and is under 18 waits for a parent. */
export function needsParentalConsent(learner: { dateOfBirth: string; throughSchool: boolean }, today: string): boolean {
  return !learner.throughSchool && ageOn(learner.dateOfBirth, today) < ADULT_AGE;
}

/**
 * Whether a call is refused to a learner whose parent has not agreed: every change a signed-in
 * person makes (any method but GET) to their own or a school's records. Calls a guest may make,
 * catalogue reads, credential calls and the consent calls themselves (`exempt`) stay open, so the
 * child browses as a guest and can still reach their parent.
 */
export function refusedBeforeConsent(call: {
  method: string;
  guard: 'public' | 'guest' | 'user' | 'staff';
  scope: 'none' | 'catalogue' | 'self' | 'school' | 'owner' | 'credential';
  exempt: boolean;
}): boolean {
  if (call.exempt || call.method === 'GET' || call.method === 'HEAD') return false;
  if (call.guard === 'public' || call.guard === 'guest') return false;
  return call.scope !== 'catalogue' && call.scope !== 'credential' && call.scope !== 'none';
}

/** What a consent whose erasure day has come was ended by: the parent's withdrawal, or a refusal. */
export type ConsentEnding = 'withdrawn' | 'refused';

/**
 * Whether a self-registered child's account is due for erasure at `now` (ISO instants): a parent
 * withdrew or refused, the day set then has come, and no parent has agreed since (an agreement
 * clears the day, and a given consent is never due). Answers what ended it, the later of the two
 * when both happened (withdrawn, then the parent asked next refused), or null when not due.
 */
export function consentErasureDue(
  consent: {
    state: ConsentState;
    erase_after: string | null;
    withdrawn_at: string | null;
    refused_at: string | null;
  },
  now: string,
): ConsentEnding | null {
  if (consent.state === ConsentState.Given || consent.erase_after === null) return null;
  if (Date.parse(consent.erase_after) > Date.parse(now)) return null;
  const refused = consent.refused_at ? Date.parse(consent.refused_at) : -Infinity;
  const withdrawn = consent.withdrawn_at ? Date.parse(consent.withdrawn_at) : -Infinity;
  return refused > withdrawn ? 'refused' : 'withdrawn';
}
