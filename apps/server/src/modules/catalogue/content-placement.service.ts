import { isStaff } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { TenantSchools } from './content-edits.service.js';
import {
  createContentPlacementRepository,
  type NewPlacedContent,
  type PlacementNode,
} from './content-placement.repository.js';
import type { SyllabusVersionState } from './syllabus-version-state.js';

export type { PlacementNode } from './content-placement.repository.js';

/** Where a caller may add content, or why not (the caller's module words the refusal). */
export type PlacementTarget =
  | { kind: 'ok'; node: PlacementNode; groupId: number }
  | { kind: 'missing' | 'not-chapter' | 'platform-editors-only' | 'no-group' };

export type ContentPlacementService = ReturnType<typeof createContentPlacementService>;

/**
 * New content under a chapter or topic (DOMAIN.md, "Who may change what"): a school's staff add to
 * their school's racks, platform editors to the platform's tree. Another school's rack does not exist
 * for the caller. The insert runs on the caller's transaction, so the caller's own rows commit with it.
 */
export function createContentPlacementService(deps: {
  db: Db;
  identity: TenantSchools;
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  versions: SyllabusVersionState;
}) {
  const repo = createContentPlacementRepository(deps.db);

  async function target(auth: AuthContext, syllabusId: number, groupId: number | undefined): Promise<PlacementTarget> {
    const node = await repo.placementNode(syllabusId);
    if (!node) return { kind: 'missing' };
    if (node.school_id === null) {
      if (!(await deps.isPlatformEditor(auth))) return { kind: 'platform-editors-only' };
    } else {
      const schools = isStaff(auth.userTypeId) ? await deps.identity.tenantSchoolIds(auth) : [];
      if (!schools.includes(node.school_id)) return { kind: 'missing' };
    }
    if (!node.is_place) return { kind: 'not-chapter' };
    const group = groupId ?? (await repo.firstLearnGroup());
    if (group === null || !(await repo.groupExists(group))) return { kind: 'no-group' };
    return { kind: 'ok', node, groupId: group };
  }

  /** Adds the content on `within` (the caller's transaction); the caller calls `changed` after its commit. */
  function add(within: Db, content: NewPlacedContent): Promise<number> {
    return createContentPlacementRepository(within).insert(content);
  }

  return { target, add, changed: () => deps.versions.changed() };
}
