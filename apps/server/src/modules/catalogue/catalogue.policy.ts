import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';

export const PLATFORM_EDITORS_ONLY = { reason: 'catalogue.platformEditorsOnly' } as const;
export const TAGS_ARE_GLOBAL = { reason: 'catalogue.tagsAreGlobal' } as const;

/** The caller as the rules see them: the schools whose own catalogue they work with, and whether they edit the platform's. */
export interface CatalogueActor {
  schoolIds: readonly number[];
  platformEditor: boolean;
}

/** A school whose own racks are asked for (its id decides), or a content with its owner (null: the platform's). */
export type CatalogueRecord =
  { kind: 'school'; school_id: number } | { kind: 'content'; content_id: number; owner_school_id: number | null };

export type CatalogueAction = 'readSchoolSubjects' | 'editContent' | 'editTags';

/** The content's owning school, or null for the platform's catalogue; undefined when the record is no content. */
const ownerOf = (record: CatalogueRecord) => (record.kind === 'content' ? record.owner_school_id : undefined);

/**
 * DOMAIN.md, "Who may change what": the platform's catalogue is edited only by platform editors; a
 * school's own content (custom subjects, uploads) is seen and edited only by that school's staff,
 * and to anyone else it does not exist (404). Tags are the whole catalogue's: platform editors only.
 */
export const catalogueRules = {
  readSchoolSubjects: (actor: CatalogueActor, record: CatalogueRecord): Decision =>
    record.kind === 'school' && inSchools(actor.schoolIds, record.school_id) ? ALLOWED : ABSENT,
  editContent: (actor: CatalogueActor, record: CatalogueRecord): Decision => {
    const owner = ownerOf(record);
    if (owner === undefined) return ABSENT;
    if (owner === null) return actor.platformEditor ? ALLOWED : forbidden(PLATFORM_EDITORS_ONLY);
    return inSchools(actor.schoolIds, owner) ? ALLOWED : ABSENT;
  },
  editTags: (actor: CatalogueActor, record: CatalogueRecord): Decision => {
    const owner = ownerOf(record);
    if (owner === undefined) return ABSENT;
    if (owner === null) return actor.platformEditor ? ALLOWED : forbidden(TAGS_ARE_GLOBAL);
    return inSchools(actor.schoolIds, owner) ? forbidden(TAGS_ARE_GLOBAL) : ABSENT;
  },
} as const;

export type CataloguePolicy = ReturnType<typeof createCataloguePolicy>;

export function createCataloguePolicy({
  owners,
}: {
  /** The owners of the contents named (a missing content is left out). */
  owners: (contentIds: readonly number[]) => Promise<{ content_id: number; owner_school_id: number | null }[]>;
}) {
  return definePolicy({
    module: 'catalogue',
    noun: {
      readSchoolSubjects: { reason: 'http.noSuch.school' },
      editContent: { reason: 'http.noSuch.content' },
      editTags: { reason: 'http.noSuch.content' },
    },
    actions: {
      readSchoolSubjects: 'Read a school’s own subjects (custom racks): that school’s people only.',
      editContent:
        'Change a content’s size or video: platform editors for the platform catalogue, a school’s staff for its own content.',
      editTags: 'Set a content’s tag values: platform editors only, since tags are shared by the whole catalogue.',
    },
    async load(ids: readonly number[], action: CatalogueAction) {
      if (action === 'readSchoolSubjects') {
        return new Map(ids.map((id): [number, CatalogueRecord] => [id, { kind: 'school', school_id: id }]));
      }
      return new Map(
        (await owners(ids)).map((row): [number, CatalogueRecord] => [
          row.content_id,
          { kind: 'content', content_id: row.content_id, owner_school_id: row.owner_school_id },
        ]),
      );
    },
    rules: catalogueRules,
  });
}
