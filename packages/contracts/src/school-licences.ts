import Type, { type Static } from 'typebox';
import { Nullable } from './common.js';

const IsoDate = Type.String({ description: 'YYYY-MM-DD (India time)' });

// A school's licences as its admin sees them (seats and packages on /mypackage and the dashboard).

const Seats = Type.Object({ used: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) });

export const SchoolLicence = Type.Object({
  licence_id: Type.String(),
  school_id: Type.Integer(),
  package_id: Type.Integer(),
  package_name: Type.String(),
  /** Where the licence stands today (package-period rules): active, inactive (switched off) or ended. */
  licence_state: Type.Union([
    Type.Literal('active'),
    Type.Literal('upcoming'),
    Type.Literal('inactive'),
    Type.Literal('ended'),
  ]),
  /** The last day it counts; null: it does not end. */
  valid_until: Nullable(IsoDate),
  /** Days from today to valid_until, inclusive, while active; null when it does not end; 0 once over. */
  days_left: Nullable(Type.Integer()),
  student_seats: Seats,
  teacher_seats: Seats,
});
export type SchoolLicence = Static<typeof SchoolLicence>;

export const SchoolLicencesData = Type.Object({ licences: Type.Array(SchoolLicence) });
export type SchoolLicencesData = Static<typeof SchoolLicencesData>;
