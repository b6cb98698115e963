import type { BatchDetails } from '@esc/contracts';
import { isLearner } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { localDate } from '@esc/domain';
import { batchDetails, instituteState, type InstituteState } from './batch-details.js';
import type { LicenceReader, LicenceRecord, SubscriptionRecord } from '../commerce/commerce.module.js';
import type { DirectoryService } from '../identity/identity.module.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';
import type { SchoolRecord } from './institutes.repository.js';

export interface LearnerBatch {
  section: SectionRecord;
  school: SchoolRecord;
  state: InstituteState;
  details: BatchDetails;
}

export interface LearnerBatches {
  uuid: string;
  userTypeId: number;
  /** The learner's batches in membership order: the first is the selected (main) institute's. */
  batches: LearnerBatch[];
  schools: Map<number, SchoolRecord>;
  licences: LicenceRecord[];
  subscriptions: SubscriptionRecord[];
}

/** Everything the learner-facing reads need about one learner's batches, in a handful of queries. */
interface Deps {
  reader: InstituteReader;
  directory: DirectoryService;
  licences: LicenceReader;
  clock: () => number;
}

export function createLearnerBatchReader({ reader, directory, licences: seats, clock }: Deps) {
  return async function learnerBatches(uuid: string): Promise<LearnerBatches> {
    const [person] = await directory.people([uuid]);
    if (!person || !isLearner(person.user_type_id)) throw new AppError('NOT_FOUND', { reason: 'institutes.noLearner' });
    const memberships = await directory.membershipsOf(uuid);
    const schoolIds = [...new Set(memberships.map((m) => m.school_id))];
    const sectionIds = memberships.flatMap((m) => (m.section_id === null ? [] : [m.section_id]));
    const [schoolRows, sectionRows, licences, subscriptions] = await Promise.all([
      reader.schoolsByIds(schoolIds),
      reader.sectionsByIds(sectionIds),
      seats.licencesOf(schoolIds),
      seats.subscriptionsOf(uuid),
    ]);
    const schools = new Map(schoolRows.map((s) => [s.school_id, s]));
    const sectionsById = new Map(sectionRows.map((s) => [s.section_id, s]));
    const today = localDate(clock());
    const batches: LearnerBatch[] = [];
    for (const sectionId of new Set(sectionIds)) {
      const section = sectionsById.get(sectionId);
      const school = section && schools.get(section.school_id);
      if (!section || !school) continue;
      const state = instituteState(school, licences, subscriptions, section.board_id, section.class_id, today);
      batches.push({ section, school, state, details: batchDetails(section, school, state, person.user_type_id) });
    }
    return { uuid, userTypeId: person.user_type_id, batches, schools, licences, subscriptions };
  };
}

export type LearnerBatchReader = ReturnType<typeof createLearnerBatchReader>;
