import { PackageStatus } from '@esc/domain';
import type { Db } from '../../db/database.js';

export type SubscriptionReaderRepository = ReturnType<typeof createSubscriptionReaderRepository>;

/** The reads other modules ask commerce for (the access gate): a learner's packages for a class, B2B packages. */
export function createSubscriptionReaderRepository(db: Db) {
  /** The learner's subscriptions for a board and class, with the services of each package. */
  async function subscriptionsFor(uuid: string, boardId: number, classId: number) {
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('packages as p', 'p.package_id', 's.package_id')
      .select([
        's.package_id',
        's.package_status',
        's.is_free_trial',
        's.package_start_date',
        's.package_end_date',
        'p.student_subscribed_services',
      ])
      .where('s.uuid', '=', uuid)
      .where('s.board_id', '=', boardId)
      .where('s.class_id', '=', classId)
      .execute();
  }

  /** The learner's subscriptions of one package (any board and class): its status and dates. */
  async function subscriptionsOfPackage(uuid: string, packageId: number) {
    return db
      .selectFrom('subscriptions')
      .select(['package_status', 'package_start_date', 'package_end_date'])
      .where('uuid', '=', uuid)
      .where('package_id', '=', packageId)
      .execute();
  }

  /** Whether one of the packages, switched on, covers the board and class (of the school when given). */
  async function anyPackageCovers(
    packageIds: readonly number[],
    schoolId: number | null,
    boardId: number,
    classId: number,
  ): Promise<boolean> {
    let query = db
      .selectFrom('packages as p')
      .innerJoin('package_syllabus as ps', 'ps.package_id', 'p.package_id')
      .select('p.package_id')
      .where('p.package_id', 'in', [...packageIds])
      .where('p.package_status', '=', PackageStatus.Active)
      .where('ps.board_id', '=', boardId)
      .where('ps.class_id', '=', classId);
    if (schoolId != null) query = query.where('p.school_id', '=', schoolId);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }

  /** The services of the school's switched-on packages among these that cover the board and class. */
  async function servicesOfPackagesCovering(
    packageIds: readonly number[],
    schoolId: number,
    boardId: number,
    classId: number,
  ): Promise<string[]> {
    const rows = await db
      .selectFrom('packages as p')
      .innerJoin('package_syllabus as ps', 'ps.package_id', 'p.package_id')
      .select('p.student_subscribed_services')
      .where('p.package_id', 'in', [...packageIds])
      .where('p.package_status', '=', PackageStatus.Active)
      .where('p.school_id', '=', schoolId)
      .where('ps.board_id', '=', boardId)
      .where('ps.class_id', '=', classId)
      .execute();
    return rows.map((r) => r.student_subscribed_services);
  }

  return { subscriptionsFor, subscriptionsOfPackage, anyPackageCovers, servicesOfPackagesCovering };
}
