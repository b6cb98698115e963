import type { Db } from '../../db/database.js';
import type { AppRatingsTable, LeadCapturesTable } from '../../db/schema-platform.js';

export type RatingRow = AppRatingsTable;
export type PlatformFeedbackRepository = ReturnType<typeof createPlatformFeedbackRepository>;

type NewLead = Omit<LeadCapturesTable, 'lead_id'>;
interface NewCrashReport {
  uuid: string | null;
  projectname: string;
  event_name: string;
  device: string;
  data: string | null;
  api_details: string | null;
  created_at: string;
}

/** The platform module's own tables: ratings, leads, crash reports, dashboard preferences. */
export function createPlatformFeedbackRepository(db: Db) {
  async function ratingOf(uuid: string): Promise<RatingRow | undefined> {
    return db.selectFrom('app_ratings').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** One row a person: a new rating or a new ask replaces the fields given, keeps the others. */
  async function saveRating(row: RatingRow): Promise<void> {
    await db
      .insertInto('app_ratings')
      .values(row)
      .onConflict((oc) =>
        oc.column('uuid').doUpdateSet({
          rating: row.rating,
          comment: row.comment,
          rated_at: row.rated_at,
          last_asked_at: row.last_asked_at,
        }),
      )
      .execute();
  }

  async function ratingCounts(): Promise<{ rating: number; count: number }[]> {
    const rows = await db
      .selectFrom('app_ratings')
      .select(['rating', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('rating', 'is not', null)
      .groupBy('rating')
      .execute();
    return rows.map((r) => ({ rating: Number(r.rating), count: Number(r.count) }));
  }

  async function addLead(lead: NewLead): Promise<number> {
    const row = await db.insertInto('lead_captures').values(lead).returning('lead_id').executeTakeFirstOrThrow();
    return Number(row.lead_id);
  }

  async function addCrashReport(report: NewCrashReport): Promise<number> {
    const row = await db.insertInto('crash_reports').values(report).returning('report_id').executeTakeFirstOrThrow();
    return Number(row.report_id);
  }

  async function dashboardSchoolOf(uuid: string) {
    return db.selectFrom('dashboard_preferences').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  async function saveDashboardSchool(uuid: string, schoolId: number, at: string): Promise<void> {
    await db
      .insertInto('dashboard_preferences')
      .values({ uuid, school_id: schoolId, synced_at: at })
      .onConflict((oc) => oc.column('uuid').doUpdateSet({ school_id: schoolId, synced_at: at }))
      .execute();
  }

  return { ratingOf, saveRating, ratingCounts, addLead, addCrashReport, dashboardSchoolOf, saveDashboardSchool };
}
