import Type, { type Static } from 'typebox';
import { RosterPreviewData } from './institutes.js';

// A roster as a OneRoster 1.2 (or 1.1) CSV bulk zip: manifest.csv, orgs, academicSessions, courses,
// classes, users, enrollments (demographics optional). It goes through the roster import's own
// preview and apply.

/** The zip's bytes at most (before base64): a school of 5,000 learners zips to well under 1 MB. */
export const ONEROSTER_ZIP_MAX_BYTES = 4 * 1024 * 1024;
/** The base64 text of the largest zip. */
export const ONEROSTER_ZIP_MAX_CHARS = Math.ceil(ONEROSTER_ZIP_MAX_BYTES / 3) * 4;

export const OneRosterFileBody = Type.Object(
  {
    zip: Type.String({
      minLength: 4,
      maxLength: ONEROSTER_ZIP_MAX_CHARS,
      description: 'the zip file, base64-encoded',
    }),
    /** The board of classes whose file does not say it (OneRoster has no boards): its name, e.g. CBSE. */
    board: Type.Optional(Type.String({ maxLength: 100, description: 'the board of the file’s classes, by name' })),
    /** Which of the file's schools (orgs of type school) to import, when it holds several. */
    org: Type.Optional(Type.String({ maxLength: 255, description: 'the sourcedId of the school to import' })),
  },
  { additionalProperties: false },
);
export type OneRosterFileBody = Static<typeof OneRosterFileBody>;

export const OneRosterOrg = Type.Object({ sourced_id: Type.String(), name: Type.String() });
export type OneRosterOrg = Static<typeof OneRosterOrg>;

export const OneRosterPreviewData = Type.Object({
  ...RosterPreviewData.properties,
  /** The schools the file holds; with more than one, the admin picks one (org). */
  orgs: Type.Array(OneRosterOrg),
  /** The school imported; null when the file holds several and none was picked. */
  org: Type.Union([Type.String(), Type.Null()]),
  /** Records of the file's other schools, left out. */
  other_school_records: Type.Integer(),
});
export type OneRosterPreviewData = Static<typeof OneRosterPreviewData>;
