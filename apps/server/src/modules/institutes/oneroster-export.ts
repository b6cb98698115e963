import { strToU8, zipSync } from 'fflate';
import { BOARD_COLUMN, CLASS_COLUMN } from './oneroster-lines.js';

/** A school's roster as the export writes it: what the roster import itself can take back. */
export interface RosterSnapshot {
  school: { id: number; name: string };
  sections: {
    id: number;
    name: string;
    board: string;
    board_id: number;
    class: string;
    class_id: number;
    valid_from: string;
    valid_until: string | null;
  }[];
  people: {
    uuid: string;
    kind: 'student' | 'teacher' | 'parent';
    first_name: string;
    last_name: string;
    email: string | null;
    /** In international form (+91...), so the country comes back with it. */
    phone: string | null;
    sections: number[];
    /** A student's parents, a parent's children (uuids of people in the snapshot). */
    agents: string[];
  }[];
}

const COLUMNS = {
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  academicSessions: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  courses: [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
    BOARD_COLUMN,
    CLASS_COLUMN,
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;

/** Every file of OneRoster 1.2's CSV binding, in the manifest: those written are bulk, the rest absent. */
const ALL_FILES = [
  'academicSessions',
  'categories',
  'classes',
  'classResources',
  'courses',
  'courseResources',
  'demographics',
  'enrollments',
  'lineItemLearningObjectIds',
  'lineItems',
  'lineItemScoreScales',
  'orgs',
  'resources',
  'resultLearningObjectIds',
  'results',
  'resultScoreScales',
  'roles',
  'scoreScales',
  'userProfiles',
  'userResources',
  'users',
];

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function csv<K extends keyof typeof COLUMNS>(file: K, rows: Partial<Record<(typeof COLUMNS)[K][number], string>>[]) {
  const columns = COLUMNS[file] as readonly string[];
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell((row as Record<string, string>)[c] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** "Class 10" as a OneRoster grade ("10"); a class not named by number has none (its name travels in metadata). */
function gradeOf(className: string): string {
  const match = /^class\s+(\d{1,2})$/i.exec(className.trim());
  return match ? match[1]!.padStart(2, '0') : '';
}

type Base = { status: string; dateLastModified: string };

/** classes.csv with the courses and academic sessions its classes name (one per board and class, one per date pair). */
function classFiles(snapshot: RosterSnapshot, base: Base, org: string) {
  const terms = new Map<string, { from: string; until: string | null }>();
  const courses = new Map<string, { board: string; class: string }>();
  const classes = snapshot.sections.map((s) => {
    const course = `course-${s.board_id}-${s.class_id}`;
    courses.set(course, { board: s.board, class: s.class });
    const term = `term-${s.valid_from}-${s.valid_until ?? 'open'}`;
    terms.set(term, { from: s.valid_from, until: s.valid_until });
    return {
      ...base,
      sourcedId: `section-${s.id}`,
      title: s.name,
      grades: gradeOf(s.class),
      courseSourcedId: course,
      classType: 'homeroom',
      schoolSourcedId: org,
      termSourcedIds: term,
      [BOARD_COLUMN]: s.board,
      [CLASS_COLUMN]: s.class,
    };
  });
  return {
    'academicSessions.csv': csv(
      'academicSessions',
      [...terms].map(([id, t]) => ({
        ...base,
        sourcedId: id,
        title: t.until ? `${t.from} to ${t.until}` : `from ${t.from}`,
        type: 'schoolYear',
        startDate: t.from,
        // An open-ended section has no end: left empty rather than made up.
        endDate: t.until ?? '',
        schoolYear: (t.until ?? t.from).slice(0, 4),
      })),
    ),
    'courses.csv': csv(
      'courses',
      [...courses].map(([id, c]) => ({
        ...base,
        sourcedId: id,
        title: `${c.board} ${c.class}`,
        grades: gradeOf(c.class),
        orgSourcedId: org,
      })),
    ),
    'classes.csv': csv('classes', classes),
  };
}

/** users.csv and enrollments.csv: a user per person, an enrolment per section a learner or teacher is in. */
function peopleFiles(snapshot: RosterSnapshot, base: Base, org: string) {
  const users = snapshot.people.map((p) => ({
    ...base,
    sourcedId: p.uuid,
    enabledUser: 'true',
    orgSourcedIds: org,
    role: p.kind,
    username: p.email ?? p.uuid,
    givenName: p.first_name,
    familyName: p.last_name,
    email: p.email ?? '',
    sms: p.phone ?? '',
    agentSourcedIds: p.agents.join(','),
    primaryOrgSourcedId: org,
  }));
  const enrollments = snapshot.people.flatMap((p) =>
    p.kind === 'parent'
      ? []
      : p.sections.map((id) => ({
          ...base,
          sourcedId: `section-${id}-${p.uuid}`,
          classSourcedId: `section-${id}`,
          schoolSourcedId: org,
          userSourcedId: p.uuid,
          role: p.kind,
          primary: 'false',
        })),
  );
  return { 'users.csv': csv('users', users), 'enrollments.csv': csv('enrollments', enrollments) };
}

/** The manifest: every file of the binding, those written as bulk, the rest absent. */
function manifestOf(written: readonly string[], org: string): string {
  const lines = [
    'propertyName,value',
    'manifest.version,1.0',
    'oneroster.version,1.2',
    ...ALL_FILES.map((f) => `file.${f},${written.includes(`${f}.csv`) ? 'bulk' : 'absent'}`),
    `source.systemName,${cell('ESC+')}`,
    `source.systemCode,${cell(org)}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The school's roster as a OneRoster 1.2 CSV bulk zip. `now` is the export's time (dateLastModified). */
export function oneRosterZipOf(snapshot: RosterSnapshot, now: string): Uint8Array {
  const base = { status: 'active', dateLastModified: now };
  const org = `school-${snapshot.school.id}`;
  const files: Record<string, string> = {
    'orgs.csv': csv('orgs', [{ ...base, sourcedId: org, name: snapshot.school.name, type: 'school' }]),
    ...classFiles(snapshot, base, org),
    ...peopleFiles(snapshot, base, org),
  };
  files['manifest.csv'] = manifestOf(Object.keys(files), org);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}
