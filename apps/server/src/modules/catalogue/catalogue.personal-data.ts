import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type CatalogueTable =
  | 'syllabus_nodes'
  | 'syllabus_versions'
  | 'content_groups'
  | 'contents'
  | 'content_mappings'
  | 'tags'
  | 'content_tags'
  | 'custom_subjects'
  | 'custom_subject_racks'
  | 'platform_editors';

const CATALOGUE = 'the catalogue of boards, classes, subjects and content';

/** What the catalogue module keeps of people (platform/privacy/personal-data.ts): only who edits it. */
export const cataloguePersonalData: PersonalDataOf<CatalogueTable> = {
  syllabus_nodes: { none: CATALOGUE, notPeople: { parent_id: 'the node above in the syllabus' } },
  syllabus_versions: { none: CATALOGUE },
  content_groups: { none: CATALOGUE, notPeople: { group_parent_id: 'the group above' } },
  contents: { none: CATALOGUE },
  content_mappings: { none: CATALOGUE },
  tags: { none: CATALOGUE },
  content_tags: { none: CATALOGUE },
  custom_subjects: { none: 'subjects a school adds to the catalogue' },
  custom_subject_racks: { none: 'subjects a school adds to the catalogue' },
  platform_editors: {
    people: { uuid: 'delete-row', granted_by: 'keep' },
    purpose: 'Who may edit the product’s own catalogue, and who allowed them.',
    basis: 'voluntary',
    kept: { while: 'account' },
  },
};
