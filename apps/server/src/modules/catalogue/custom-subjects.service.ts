import type { CustomParentDetailQuery, CustomSubject, CustomSubjectListingQuery } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import type { CataloguePolicy } from './catalogue.policy.js';
import { givenId } from './catalogue-rules.js';
import { toSyllabusNode } from './catalogue-mappers.js';
import type { CustomSubjectRow, CustomSubjectsRepository } from './custom-subjects.repository.js';
import type { SyllabusTreeRepository } from './syllabus-tree.repository.js';

export type CustomSubjectsService = ReturnType<typeof createCustomSubjectsService>;

function toCustomSubject(row: CustomSubjectRow): CustomSubject {
  return { ...row, isCustomRack: true, is_custom_rack: 1 };
}

interface Deps {
  repo: CustomSubjectsRepository;
  tree: SyllabusTreeRepository;
  identity: IdentityService;
  policy: CataloguePolicy;
}

/**
 * Custom subjects are a school's own (tenant rule, DOMAIN.md): only that school's people (parents
 * through their children) see them; a school id that is not the caller's answers 404.
 */
export function createCustomSubjectsService({ repo, tree, identity, policy }: Deps) {
  async function schoolsToRead(caller: AuthContext, schoolId: number | null): Promise<number[]> {
    const mine = await identity.tenantSchoolIds(caller);
    if (schoolId === null) return mine;
    await policy.authorizeOne({ schoolIds: mine, platformEditor: false }, 'readSchoolSubjects', schoolId);
    return [schoolId];
  }

  async function listing(q: CustomSubjectListingQuery, caller: AuthContext): Promise<CustomSubject[]> {
    const schoolIds = await schoolsToRead(caller, givenId(q.schoolId));
    const rows = await repo.find({
      schoolIds,
      boardId: givenId(q.boardId),
      classId: givenId(q.syllabusId),
      id: givenId(q.custom_subject_id),
    });
    return rows.map(toCustomSubject);
  }

  async function parentDetail(q: CustomParentDetailQuery, caller: AuthContext) {
    const id = givenId(q.customSubjectId);
    if (!id) return null;
    const schoolIds = await schoolsToRead(caller, givenId(q.schoolId));
    const [subject] = await repo.find({ schoolIds, id });
    if (!subject) throw new AppError('NOT_FOUND', { reason: 'catalogue.customSubjectNotFound' });
    const [parents, racks] = await Promise.all([
      tree.byIds([subject.board_id, subject.class_id], [subject.school_id]),
      tree.byIds(subject.syllabus_ids, [subject.school_id]),
    ]);
    return {
      custom_subject: toCustomSubject(subject),
      parent_list: parents
        .sort((a, b) => (a.syllabus_id === subject.board_id ? -1 : b.syllabus_id === subject.board_id ? 1 : 0))
        .map(toSyllabusNode),
      child_list: racks.map(toSyllabusNode),
    };
  }

  return { listing, parentDetail };
}
