import { ATTENDANCE_RANGE_DAYS_MAX, ATTENDANCE_REGISTER_MAX, LIVE_PRESENCE_PERCENT_DEFAULT } from '@esc/contracts';
import { addCalendarDays, localDate, timeZoneOfCountry } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { checkedDay } from '../../platform/http/wire-days.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { PersonRecord } from '../identity/identity.module.js';
import type { SchoolRecord, SectionRecord, StaffScope } from '../institutes/institutes.module.js';
import type { LiveClassPresence } from '../live-classes/live-classes.module.js';
import { invalid, notFound, type AttendanceDeps } from './attendance-ports.js';

/** A section a call is about, with its school, the school's zone and its today (by the server's clock). */
export interface SectionContext {
  scope: StaffScope;
  section: SectionRecord;
  school: SchoolRecord;
  country: string | null;
  zone: string;
  today: string;
}

export interface SectionAsked {
  uuid?: string;
  section_id: number | string;
  school_id?: number | string | null;
  board_id?: number | null;
  class_id?: number | null;
}

export type Learner = PersonRecord & { school_id: number; section_id: number };

/** A read's days: one `date`, or start_date..end_date (default: the `defaultDays` up to today). */
export function rangeOf(
  body: { date?: string; start_date?: string; end_date?: string },
  today: string,
  defaultDays = 30,
): { from: string; to: string } {
  if (body.date) {
    const day = checkedDay(body.date, 'date');
    return { from: day, to: day };
  }
  const to = body.end_date ? checkedDay(body.end_date, 'end_date') : today;
  const from = body.start_date ? checkedDay(body.start_date, 'start_date') : addCalendarDays(to, 1 - defaultDays);
  if (to < from) throw invalid('end_date', { reason: 'attendance.endBeforeStart' });
  if (addCalendarDays(from, ATTENDANCE_RANGE_DAYS_MAX - 1) < to) {
    throw invalid('end_date', { reason: 'attendance.rangeTooLong', params: { count: ATTENDANCE_RANGE_DAYS_MAX } });
  }
  return { from, to };
}

export type AttendanceContext = ReturnType<typeof createAttendanceContext>;

export function createAttendanceContext(deps: AttendanceDeps) {
  const { scopes, sections, directory, repo, clock } = deps;

  async function schoolOf(schoolId: number): Promise<SchoolRecord> {
    const [school] = await sections.schoolsByIds([schoolId]);
    if (!school) throw notFound('school');
    return school;
  }

  function placeOf(school: SchoolRecord) {
    const country = school.country_iso ?? null;
    return { country, zone: timeZoneOfCountry(country), today: localDate(clock(), country) };
  }

  /**
   * The section a member of staff asks about: of their school (else 404) and, for a teacher, one they
   * teach (else 403); school_id, board_id and class_id, when sent, must be the section's (else 400).
   */
  async function staffSection(caller: AuthContext, asked: SectionAsked): Promise<SectionContext> {
    await actingUserFor(caller, asked.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const section = await scopes.sectionFor(scope, wireId(asked.section_id, 'section'));
    const schoolId = asked.school_id === undefined || asked.school_id === null ? null : asked.school_id;
    if (schoolId !== null && wireId(schoolId, 'school') !== section.school_id) {
      throw invalid('school_id', { reason: 'attendance.notSectionsSchool' });
    }
    if (asked.board_id && asked.board_id !== section.board_id) {
      throw invalid('board_id', { reason: 'attendance.notSectionsBoard' });
    }
    if (asked.class_id && asked.class_id !== section.class_id) {
      throw invalid('class_id', { reason: 'attendance.notSectionsClass' });
    }
    const school = await schoolOf(section.school_id);
    return { scope, section, school, ...placeOf(school) };
  }

  /** The school a school-wide read is about: the one asked (of the caller's, else 404) or their first. */
  async function staffSchool(caller: AuthContext, asked: { uuid?: string; school_id?: number | string | null }) {
    await actingUserFor(caller, asked.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const wanted = asked.school_id === undefined || asked.school_id === null ? null : wireId(asked.school_id, 'school');
    const schoolId = scopes.schoolsAsked(scope, wanted)[0];
    if (schoolId === undefined) throw new AppError('FORBIDDEN', { reason: 'attendance.notStaff' });
    const school = await schoolOf(schoolId);
    return { scope, school, ...placeOf(school) };
  }

  /** Learners of the sections, in the sections' order then by name. */
  async function learnersOf(sectionIds: readonly number[], limit = ATTENDANCE_REGISTER_MAX): Promise<Learner[]> {
    const rank = new Map(sectionIds.map((id, i) => [id, i]));
    return (await directory.learnersOfSections(rank, { start: 0, limit })).rows;
  }

  /** The school's share of a live class that counts as present (0-1). */
  async function shareOf(schoolId: number): Promise<number> {
    return ((await repo.settingsOf(schoolId)) ?? LIVE_PRESENCE_PERCENT_DEFAULT) / 100;
  }

  /** Live attendance of the sections' days (the live-classes module's, through the port). */
  async function liveOf(
    school: SchoolRecord,
    sectionIds: readonly number[],
    from: string,
    to: string,
  ): Promise<LiveClassPresence[]> {
    if (sectionIds.length === 0) return [];
    const share = await shareOf(school.school_id);
    return deps.live.presence({ sectionIds, from, to, countryIso: school.country_iso ?? null, share });
  }

  return { schoolOf, placeOf, staffSection, staffSchool, learnersOf, shareOf, liveOf };
}
