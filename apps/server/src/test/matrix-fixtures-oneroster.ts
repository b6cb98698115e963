import type { Fixture, FixtureContext } from './matrix-requests.js';
import { MANIFEST_12, zipBase64 } from './oneroster-zips.js';

/**
 * A OneRoster zip naming the victim learner, their section and their parent exactly as they are: the
 * victim school's admin imports it with nothing changed; another school's admin is refused.
 */
async function victimZip(ctx: FixtureContext): Promise<string> {
  const db = ctx.t.db;
  const person = (uuid: string) =>
    db
      .selectFrom('users')
      .select(['uuid', 'first_name', 'last_name', 'email', 'mobile'])
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
  const learner = await person(ctx.world.victimUuid);
  const section = await db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.section_id', 'm.section_id')
    .innerJoin('syllabus_nodes as b', 'b.syllabus_id', 's.board_id')
    .innerJoin('syllabus_nodes as c', 'c.syllabus_id', 's.class_id')
    .select([
      's.section_id',
      's.section_name',
      's.valid_from',
      's.valid_until',
      'b.syllabus_name as board',
      'c.syllabus_name as class',
    ])
    .where('m.user_uuid', '=', learner.uuid)
    .executeTakeFirstOrThrow();
  const link = await db
    .selectFrom('parent_child_links')
    .select('parent_uuid')
    .where('child_uuid', '=', learner.uuid)
    .executeTakeFirstOrThrow();
  const parent = await person(link.parent_uuid);
  // The file's own sourcedIds ("learner", "parent"): a preview echoes them, and they are no one's uuid.
  const user = (p: typeof learner, id: string, role: string, agent: string) =>
    `${id},active,,true,org,${role},${p.first_name},${p.last_name},${p.email},${p.mobile ?? ''},${agent}`;
  return zipBase64({
    'manifest.csv': MANIFEST_12,
    'orgs.csv': 'sourcedId,status,dateLastModified,name,type\norg,active,,Victim School,school',
    'academicSessions.csv': `sourcedId,status,dateLastModified,title,type,startDate,endDate\ny,active,,Year,schoolYear,${section.valid_from},${section.valid_until ?? ''}`,
    'classes.csv':
      'sourcedId,status,dateLastModified,title,schoolSourcedId,termSourcedIds,metadata.esc.board,metadata.esc.class\n' +
      `c,active,,${section.section_name},org,y,${section.board},${section.class}`,
    'users.csv': [
      'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,givenName,familyName,email,sms,agentSourcedIds',
      user(learner, 'learner', 'student', 'parent'),
      user(parent, 'parent', 'parent', ''),
    ].join('\n'),
    'enrollments.csv': `sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role\ne,active,,c,org,learner,student`,
  });
}

/** The OneRoster routes of the authorisation matrix. */
export function oneRosterFixtures(): Record<string, Fixture> {
  return {
    'POST /api/institutes/roster/oneroster/apply': async (ctx, base) => ({
      ...base,
      label: "the victim learner, their section and parent in another school's OneRoster zip",
      body: { zip: await victimZip(ctx) },
    }),
    'POST /api/institutes/roster/oneroster/preview': async (ctx, base) => ({
      ...base,
      label: "the victim learner, their section and parent in another school's OneRoster zip",
      body: { zip: await victimZip(ctx) },
    }),
    // No school id to point at: each admin downloads their own school's roster, never the victim's.
    'GET /api/institutes/roster/oneroster': async (_ctx, base) => ({
      ...base,
      label: "the caller's own school's roster",
      positive: { caller: 'admin' },
    }),
  };
}
