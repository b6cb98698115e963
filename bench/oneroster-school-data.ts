import { strToU8, zipSync } from 'fflate';

// A OneRoster 1.2 CSV bulk zip of one school as a student information system exports it: its district
// and school, the school year and its two terms, a course per grade (1 to 10) and 12 classes of each,
// `learners` students each enrolled in one class, their parents or guardians (brothers and sisters share
// a family; one family in three gives both parents, each naming the children as agents, and the
// children naming them back), and teachers teaching three classes each. Headers as oneroster-zips.ts and
// the public bulk fixture write them.

const ORG = 'org-school-1';
const YEAR = 'ay-2026';
const GRADES = 10;
const CLASSES_PER_GRADE = 12;
const TEACHERS = 160;
const SECTION_LETTERS = 'ABCDEFGHIJKL';

const MANIFEST = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  'file.academicSessions,bulk',
  'file.categories,absent',
  'file.classes,bulk',
  'file.classResources,absent',
  'file.courses,bulk',
  'file.courseResources,absent',
  'file.demographics,absent',
  'file.enrollments,bulk',
  'file.lineItems,absent',
  'file.orgs,bulk',
  'file.resources,absent',
  'file.results,absent',
  'file.users,bulk',
  'source.systemName,Bench SIS',
  'source.systemCode,bench',
].join('\n');

const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Ananya',
  'Vihaan',
  'Saanvi',
  'Kabir',
  'Meera',
  'Arjun',
  'Riya',
  'Advik',
  'Tara',
];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Das', 'Patel', 'Reddy', 'Singh', 'Nair', 'Ghosh', 'Yadav', 'Menon', 'Bose'];
const MODIFIED = '2026-06-01T00:00:00.000Z';

export interface OneRosterSchool {
  base64: string;
  bytes: number;
  counts: { classes: number; students: number; parents: number; teachers: number; users: number; enrollments: number };
}

const classId = (grade: number, s: number) => `cls-${grade}-${SECTION_LETTERS[s]}`;

const person = (n: number) => ({ given: FIRST[n % FIRST.length]!, family: LAST[Math.floor(n / 12) % LAST.length]! });
// Families of one or two children: learners n and n + 1 are brother and sister when they share floor(n / 1.4).
const familyOf = (n: number) => Math.floor(n / 1.4);
// One family in three gives both parents.
const guardiansOf = (family: number) => (family % 3 === 0 ? [`p-${family}-m`, `p-${family}-f`] : [`p-${family}-m`]);

/** The school, its year and terms, a course per grade and its classes. */
function schoolFiles() {
  const orgs = [
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
    `district-1,active,${MODIFIED},Bench District,district,,`,
    `${ORG},active,${MODIFIED},Bench Public School,school,BPS-01,district-1`,
  ];
  const sessions = [
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
    `${YEAR},active,${MODIFIED},2026-27,schoolYear,2026-04-01,2027-03-31,,2027`,
    `term-1,active,${MODIFIED},Term 1,term,2026-04-01,2026-09-30,${YEAR},2027`,
    `term-2,active,${MODIFIED},Term 2,term,2026-10-01,2027-03-31,${YEAR},2027`,
  ];
  const courses = [
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  ];
  const classes = [
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  ];
  const classIds: string[] = [];
  for (let g = 1; g <= GRADES; g += 1) {
    const grade = String(g).padStart(2, '0');
    courses.push(`course-${g},active,${MODIFIED},${YEAR},Grade ${g},G${grade},${grade},${ORG},,`);
    for (let s = 0; s < CLASSES_PER_GRADE; s += 1) {
      const id = classId(g, s);
      classIds.push(id);
      classes.push(
        `${id},active,${MODIFIED},${g}-${SECTION_LETTERS[s]},${grade},course-${g},${g}${SECTION_LETTERS[s]},homeroom,Room ${g}${s},${ORG},"term-1,term-2",,,`,
      );
    }
  }
  return { orgs, sessions, courses, classes, classIds };
}

/** The parents and guardians of the learners' families, each naming their children; answers how many. */
function addParents(users: string[], learners: number): number {
  const families = new Map<number, number[]>();
  for (let n = 0; n < learners; n += 1) families.set(familyOf(n), [...(families.get(familyOf(n)) ?? []), n]);
  let parents = 0;
  for (const [family, children] of families) {
    const kids = children.map((c) => `stu-${c}`).join(',');
    for (const id of guardiansOf(family)) {
      const { given, family: surname } = person(family + (id.endsWith('f') ? 5 : 0));
      const role = family % 17 === 0 ? 'guardian' : 'parent';
      const mobile = `+91${9_000_000_000 + parents}`;
      users.push(
        `${id},active,${MODIFIED},true,${ORG},${role},${id},,${given},${surname},,,${id}@families.example,${mobile},,"${kids}",,`,
      );
      parents += 1;
    }
  }
  return parents;
}

/** The learners (one class each, naming their parents) and the teachers (three classes each). */
function addLearnersAndTeachers(users: string[], enrollments: string[], learners: number, classIds: string[]) {
  for (let n = 0; n < learners; n += 1) {
    const cls = classIds[n % classIds.length]!;
    const grade = cls.split('-')[1]!.padStart(2, '0');
    const { given, family } = person(n);
    const agents = guardiansOf(familyOf(n)).join(',');
    users.push(
      `stu-${n},active,${MODIFIED},true,${ORG},student,stu${n},"{SIS:${100000 + n}}",${given},${family},,ADM${100000 + n},stu${n}@students.example,,,"${agents}",${grade},`,
    );
    enrollments.push(`enr-s-${n},active,${MODIFIED},${cls},${ORG},stu-${n},student,false,2026-04-01,2027-03-31`);
  }
  for (let t = 0; t < TEACHERS; t += 1) {
    const { given, family } = person(t + 3);
    users.push(
      `tch-${t},active,${MODIFIED},true,${ORG},teacher,tch${t},,${given},${family},,EMP${1000 + t},tch${t}@staff.example,+91${8_000_000_000 + t},,,,`,
    );
    for (let k = 0; k < 3; k += 1) {
      const cls = classIds[(t * 3 + k) % classIds.length]!;
      enrollments.push(
        `enr-t-${t}-${k},active,${MODIFIED},${cls},${ORG},tch-${t},teacher,${k === 0},2026-04-01,2027-03-31`,
      );
    }
  }
}

/** The zip of a school of `learners` students, as base64 (what the OneRoster routes take). */
export function oneRosterSchool(learners: number): OneRosterSchool {
  const { orgs, sessions, courses, classes, classIds } = schoolFiles();
  const users = [USERS_HEADER];
  const enrollments = [
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
  ];
  const parents = addParents(users, learners);
  addLearnersAndTeachers(users, enrollments, learners, classIds);
  const zip = zipSync({
    'manifest.csv': strToU8(MANIFEST),
    'orgs.csv': strToU8(orgs.join('\n')),
    'academicSessions.csv': strToU8(sessions.join('\n')),
    'courses.csv': strToU8(courses.join('\n')),
    'classes.csv': strToU8(classes.join('\n')),
    'users.csv': strToU8(users.join('\n')),
    'enrollments.csv': strToU8(enrollments.join('\n')),
  });
  return {
    base64: Buffer.from(zip).toString('base64'),
    bytes: zip.length,
    counts: {
      classes: classIds.length,
      students: learners,
      parents,
      teachers: TEACHERS,
      users: users.length - 1,
      enrollments: enrollments.length - 1,
    },
  };
}
