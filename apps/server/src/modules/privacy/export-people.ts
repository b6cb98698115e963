import { isLearner, isParent, isSchoolAdmin, isStaff } from '@esc/domain';
import type { DirectoryService } from '../identity/identity.module.js';
import { fullName } from '../../platform/person-name.js';
import type { OtherPerson } from './export-plan.js';

export type ExportDirectory = Pick<DirectoryService, 'people' | 'parentsOfChildren' | 'childrenOfParents'>;

/**
 * Who the other people an export's rows name are, as the subject may see them: their own parents
 * and children and the school's staff by name and role, any other learner or parent only as "a
 * learner" or "a parent", and someone the directory no longer has as "another person".
 */
export async function othersOf(
  directory: ExportDirectory,
  subject: string,
  uuids: ReadonlySet<string>,
): Promise<Map<string, OtherPerson>> {
  const wanted = [...uuids].filter((u) => u !== subject);
  if (wanted.length === 0) return new Map();
  const [people, parents, children] = await Promise.all([
    directory.people(wanted),
    directory.parentsOfChildren([subject]),
    directory.childrenOfParents([subject]),
  ]);
  const linked = new Set([...parents.map((l) => l.parent_uuid), ...children.map((l) => l.child_uuid)]);
  const others = new Map<string, OtherPerson>();
  for (const person of people) {
    const name = fullName(person);
    const type = person.user_type_id;
    if (linked.has(person.uuid)) {
      others.set(person.uuid, { label: `${name}, ${isParent(type) ? 'parent' : 'child'}`, otherLearner: false });
    } else if (isStaff(type)) {
      const role = isSchoolAdmin(type, person.role) ? 'school admin' : 'teacher';
      others.set(person.uuid, { label: `${name}, ${role}`, otherLearner: false });
    } else {
      const learner = isLearner(type);
      others.set(person.uuid, { label: learner ? 'a learner' : 'a parent', otherLearner: learner });
    }
  }
  return others;
}
