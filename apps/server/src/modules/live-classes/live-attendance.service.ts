import type { LiveAttendanceBody, LiveAttendanceData, LiveAttendee } from '@esc/contracts';
import { isPresentLive, timeInClassMs } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { wireId } from '../../platform/http/wire-ids.js';
import { fullName, idsOf, MAX_AUDIENCE, type LiveClassesDeps, type RoomsPoint } from './live-classes-ports.js';
import { classesActor, type LiveClassesPolicy } from './live-classes.policy.js';

export type LiveAttendance = ReturnType<typeof createLiveAttendance>;

/**
 * A class's live attendance (calls.tsv getLiveAttendance): its sections' learners, each with their
 * time in the room within the class's time and present or absent by the school's share
 * (isPresentLive). For the school's staff only; another school's class answers 404. Each read is
 * noted in the learners' access log, as every staff read of attendance is.
 */
export function createLiveAttendance(deps: LiveClassesDeps & { policy: LiveClassesPolicy }) {
  const { scopes, sections, directory, policy, audit } = deps;
  const visits: RoomsPoint['visits'] = {
    visitsOf: (schIds) => deps.rooms.get('visits').visitsOf(schIds),
    tellsLeaves: (provider) => deps.rooms.get('visits').tellsLeaves(provider),
  };

  async function ofClass(caller: AuthContext, body: LiveAttendanceBody): Promise<LiveAttendanceData> {
    await actingUserFor(caller, body.uuid, deps.identity);
    const scope = await scopes.scopeOf(caller);
    const row = await policy.authorizeOne(classesActor(caller, scope), 'read', wireId(body.sch_id, 'live class'));
    const sectionIds = idsOf(row.section_ids);
    const [learners, named, byClass, share] = await Promise.all([
      directory.learnersOfSections(new Map(sectionIds.map((id, i) => [id, i])), { start: 0, limit: MAX_AUDIENCE }),
      sections.sectionsByIds(sectionIds),
      visits.visitsOf([row.sch_id]),
      deps.presenceShare.get('ofSchool')(row.school_id),
    ]);
    const sectionName = new Map(named.map((s) => [s.section_id, s.section_name]));
    const start = Date.parse(row.start_at);
    const end = start + row.duration_minutes * 60_000;
    const seen = new Set<string>();
    const people: LiveAttendee[] = [];
    for (const learner of learners.rows) {
      if (learner.school_id !== row.school_id || seen.has(learner.uuid)) continue;
      seen.add(learner.uuid);
      const mine = byClass.get(row.sch_id)?.get(learner.uuid) ?? [];
      const joins = mine.flatMap((v) => (v.joinMs === null ? [] : [v.joinMs]));
      const leaves = mine.flatMap((v) => (v.leaveMs === null ? [] : [v.leaveMs]));
      people.push({
        uuid: learner.uuid,
        name: fullName(learner),
        section_id: learner.section_id,
        section_name: sectionName.get(learner.section_id) ?? '',
        seconds_in_class: Math.floor(timeInClassMs(mine, start, end) / 1000),
        first_joined_at: joins.length > 0 ? new Date(Math.min(...joins)).toISOString() : null,
        last_left_at: leaves.length > 0 ? new Date(Math.max(...leaves)).toISOString() : null,
        present: isPresentLive(mine, start, row.duration_minutes, share),
      });
    }
    await audit.record(caller, {
      kind: 'attendance',
      learners: people.map((p) => p.uuid),
      record: row.sch_id,
      label: row.title,
      schoolId: row.school_id,
    });
    const present = people.filter((p) => p.present).length;
    return {
      sch_id: row.sch_id,
      provider: row.provider,
      duration: row.duration_minutes,
      presence_share: share,
      tells_leaves: visits.tellsLeaves(row.provider),
      learners: people,
      present_count: present,
      absent_count: people.length - present,
    };
  }

  return { ofClass };
}
