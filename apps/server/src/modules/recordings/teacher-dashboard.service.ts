import type { AttendeeCountData, LibraryCountData, TeacherDashboardQuery } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { RecordingDeps } from './recordings-ports.js';

export type TeacherDashboard = ReturnType<typeof createTeacherDashboard>;

/**
 * The teacher dashboard's counts (spec 001 §7 libraryCount and attendeeCount: uuid, school_id; teacher
 * only). A teacher's are of the classes they present or created; a school admin's of the school's.
 * The library: their recordings, their learn-lists (and those shared with them), and the papers of
 * their school they assign from. Attendees: learners who joined their classes (live_class_joins).
 */
export function createTeacherDashboard(deps: RecordingDeps) {
  const { repos, scopes, identity, library } = deps;

  /** The schools asked (one of the caller's, else 404) and whose classes count (null: all of them). */
  async function scopeOf(caller: AuthContext, query: TeacherDashboardQuery) {
    await actingUserFor(caller, query.uuid, identity);
    const scope = await scopes.scopeOf(caller);
    const asked = query.school_id === undefined ? null : wireId(query.school_id, 'school');
    return {
      schoolIds: scopes.schoolsAsked(scope, asked),
      ownUuid: isSchoolAdmin(caller.userTypeId, caller.role) ? null : caller.uuid,
    };
  }

  async function libraryCount(caller: AuthContext, query: TeacherDashboardQuery): Promise<LibraryCountData> {
    const filter = await scopeOf(caller, query);
    const [recordings, learnlists, papers] = await Promise.all([
      repos.recordings.countOf(filter),
      library.learnListCount(caller),
      library.paperCount(caller),
    ]);
    return { library_count: recordings + learnlists + papers, recordings, learnlists, papers };
  }

  async function attendeeCount(caller: AuthContext, query: TeacherDashboardQuery): Promise<AttendeeCountData> {
    const counts = await deps.classes.attendeeCounts(await scopeOf(caller, query));
    return { attendee_count: counts.attendees, attendances: counts.attendances, classes_attended: counts.classes };
  }

  return { libraryCount, attendeeCount };
}
