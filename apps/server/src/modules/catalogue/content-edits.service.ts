import type { ContentUpdateData } from '@esc/contracts';
import { isStaff } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ContentEditsRepository, ContentFields, EditResult, TagValueChange } from './content-edits.repository.js';
import type { SyllabusVersionState } from './syllabus-version-state.js';
import {
  PLATFORM_EDITORS_ONLY,
  TAGS_ARE_GLOBAL,
  type CatalogueAction,
  type CataloguePolicy,
} from './catalogue.policy.js';

/** Who owns content (DOMAIN.md, "Who may change what"): the platform's catalogue, or one school. */
export type ContentOwner = { kind: 'platform' } | { kind: 'school'; schoolId: number };

/** The schools whose staff the caller is (identity's memberships). */
export interface TenantSchools {
  tenantSchoolIds(caller: AuthContext): Promise<number[]>;
}

export { PLATFORM_EDITORS_ONLY, TAGS_ARE_GLOBAL };

export type ContentEditsService = ReturnType<typeof createContentEditsService>;

/**
 * Every catalogue write checks the owner. The platform's catalogue (content without a school) is
 * edited only by platform editors, a role an operator grants (npm run grant-platform-editor) and no
 * sign-up, roster or school admin can. A school's own content is edited only by that school's staff;
 * to anyone else it does not exist (404), as with every record of another school.
 */
export function createContentEditsService(deps: {
  repo: ContentEditsRepository;
  identity: TenantSchools;
  versions: SyllabusVersionState;
  policy: CataloguePolicy;
  clock: () => number;
}) {
  const { repo, identity, versions, policy, clock } = deps;
  const now = () => new Date(clock()).toISOString();

  async function isPlatformEditor(auth: AuthContext | null): Promise<boolean> {
    return !!auth && !auth.guest && repo.isPlatformEditor(auth.uuid);
  }

  /**
   * The owner of a content the caller may change, as the catalogue's policy decides: 404 for unknown
   * content or another school's, 403 otherwise.
   */
  async function editableOwner(
    auth: AuthContext,
    contentId: number,
    action: Extract<CatalogueAction, 'editContent' | 'editTags'> = 'editContent',
  ): Promise<ContentOwner> {
    const [platformEditor, schoolIds] = await Promise.all([
      isPlatformEditor(auth),
      isStaff(auth.userTypeId) ? identity.tenantSchoolIds(auth) : Promise.resolve([]),
    ]);
    const record = await policy.authorizeOne({ platformEditor, schoolIds }, action, contentId);
    if (record.kind !== 'content') throw new AppError('NOT_FOUND', { reason: 'catalogue.contentNotFound' });
    return record.owner_school_id === null
      ? { kind: 'platform' }
      : { kind: 'school', schoolId: record.owner_school_id };
  }

  function answer(contentId: number, result: EditResult): ContentUpdateData {
    switch (result.kind) {
      case 'missing':
        throw new AppError('NOT_FOUND', { reason: 'catalogue.contentNotFound' });
      case 'stale':
        throw new AppError('CONFLICT', { reason: 'catalogue.contentChanged', params: { version: result.current } });
      case 'tag-of-another-tag':
        throw new AppError('CONFLICT', { reason: 'catalogue.tagOfAnotherTag' });
      case 'done':
        // After the commit: cached trees and content rows of this process go at once (other
        // processes see the new versions within their refresh interval).
        versions.changed();
        return { content_id: contentId, version: result.version, syllabus_versions: result.pairs };
    }
  }

  async function updateFields(
    auth: AuthContext,
    contentId: number,
    version: number,
    fields: ContentFields,
  ): Promise<ContentUpdateData> {
    await editableOwner(auth, contentId);
    return answer(contentId, await repo.edit(contentId, version, { fields }, now()));
  }

  /**
   * Points the content at its transcoded mp4. `assertUsable` (the media module's rule) refuses a file
   * the content's owner may not use: a school's upload for platform content, another school's file.
   */
  async function updateTranscodedKey(
    auth: AuthContext,
    contentId: number,
    key: string,
    version: number,
    assertUsable: (owner: ContentOwner) => Promise<void>,
  ): Promise<ContentUpdateData> {
    const owner = await editableOwner(auth, contentId);
    await assertUsable(owner);
    return answer(contentId, await repo.edit(contentId, version, { fields: { transcoded_key: key } }, now()));
  }

  /** Sets the content's value of one tag; the value row is created or renamed. Tags are global: platform editors only. */
  async function updateTagValue(
    auth: AuthContext,
    input: TagValueChange & { content_id: number; version?: number },
  ): Promise<ContentUpdateData> {
    // Not about a record: whoever is no platform editor changes no tag, of any content or none.
    if (!(await isPlatformEditor(auth))) throw new AppError('FORBIDDEN', { reason: 'catalogue.tagsAreGlobal' });
    await editableOwner(auth, input.content_id, 'editTags');
    const { tag_id, tag_value_id, tag_value } = input;
    return answer(
      input.content_id,
      await repo.edit(input.content_id, input.version, { tag: { tag_id, tag_value_id, tag_value } }, now()),
    );
  }

  /** An operator's grant (the CLI); never reachable from the API. True when the person was not an editor. */
  function grantPlatformEditor(uuid: string, grantedBy: string): Promise<boolean> {
    return repo.grantPlatformEditor(uuid, now(), grantedBy);
  }

  function revokePlatformEditor(uuid: string): Promise<boolean> {
    return repo.revokePlatformEditor(uuid);
  }

  return {
    isPlatformEditor,
    /** Who the platform's editors are: they answer, and are told of, what concerns the platform itself. */
    platformEditors: (): Promise<string[]> => repo.platformEditorUuids(),
    editableOwner,
    updateSize: (auth: AuthContext, contentId: number, size: number, version: number) =>
      updateFields(auth, contentId, version, { content_size: size }),
    updateTranscodedKey,
    updateTagValue,
    grantPlatformEditor,
    revokePlatformEditor,
  };
}
