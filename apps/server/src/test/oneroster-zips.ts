import { strToU8, zipSync } from 'fflate';
import { readInteropFixture } from './interop-fixtures.js';

/** A zip of the given files, as base64 (what the OneRoster routes take). */
export function zipBase64(files: Record<string, string | Uint8Array>): string {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, body]) => [name, typeof body === 'string' ? strToU8(body) : body]),
  );
  return Buffer.from(zipSync(entries)).toString('base64');
}

/** The public OneRoster 1.1 bulk set (oat-sa/oneroster-import's sample) as its system would zip it. */
export function fixtureZip(): string {
  const names = [
    'manifest.csv',
    'orgs.csv',
    'academicSessions.csv',
    'courses.csv',
    'classes.csv',
    'users.csv',
    'enrollments.csv',
    'demographics.csv',
  ];
  return zipBase64(Object.fromEntries(names.map((n) => [n, readInteropFixture('oneroster-1.1', n)])));
}

export const MANIFEST_12 = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  'file.orgs,bulk',
  'file.academicSessions,bulk',
  'file.courses,bulk',
  'file.classes,bulk',
  'file.users,bulk',
  'file.enrollments,bulk',
  'file.demographics,absent',
].join('\n');

const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds';

/**
 * A small OneRoster 1.2 set of one school: two classes of grade 10 in one school year, `students`
 * learners in the first, a teacher of both, a guardian of the first learner (named on both sides).
 * The teacher's mobile is +9198765000NN, NN the tag's first character code ("A": 65).
 */
export function schoolZip(tag: string, options: { students?: number; extraUsers?: string[] } = {}): string {
  const students = options.students ?? 3;
  const users = [USERS_HEADER];
  for (let i = 1; i <= students; i += 1) {
    const agents = i === 1 ? `g-${tag}` : '';
    users.push(
      `s${i}-${tag},active,,true,org-${tag},student,s${i},,Learner,Number ${'abcdefghij'[i % 10]},,,s${i}.${tag}@oneroster.test,,,${agents}`,
    );
  }
  users.push(
    `t1-${tag},active,,true,org-${tag},teacher,t1,,Kavita,Menon,,,t1.${tag}@oneroster.test,+9198765${String(tag.charCodeAt(0)).padStart(5, '0')},,`,
  );
  users.push(`g-${tag},active,,true,org-${tag},guardian,g,,Ravi,Shankar,,,g.${tag}@oneroster.test,,,s1-${tag}`);
  users.push(...(options.extraUsers ?? []));
  const enrollments = ['sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary'];
  for (let i = 1; i <= students; i += 1)
    enrollments.push(`e${i}-${tag},active,,c1-${tag},org-${tag},s${i}-${tag},student,`);
  enrollments.push(`et1-${tag},active,,c1-${tag},org-${tag},t1-${tag},teacher,true`);
  enrollments.push(`et2-${tag},active,,c2-${tag},org-${tag},t1-${tag},teacher,false`);
  return zipBase64({
    'manifest.csv': MANIFEST_12,
    'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\norg-${tag},active,,Green Valley School,school,,`,
    'academicSessions.csv':
      'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\n' +
      `y-${tag},active,,2026-27,schoolYear,2026-04-01,2027-03-31,,2027`,
    'courses.csv':
      'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId\n' +
      `co-${tag},active,,y-${tag},Grade 10,,10,org-${tag}`,
    'classes.csv':
      'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds\n' +
      `c1-${tag},active,,${tag}-10A,10,co-${tag},,homeroom,,org-${tag},y-${tag}\n` +
      `c2-${tag},active,,${tag}-10B,,co-${tag},,homeroom,,org-${tag},y-${tag}`,
    'users.csv': users.join('\n'),
    'enrollments.csv': enrollments.join('\n'),
  });
}
