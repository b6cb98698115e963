import type { BenchTarget } from './load-generator.js';
import { LL_PASSWORD, LL_STUDENT, LL_TEACHER, type LearnListBench } from './learnlist-data.js';

export async function tokenOf(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/cognito-login-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: LL_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * BENCH_ACCEPT_ENCODING=gzip,br sends that Accept-Encoding (as browsers do) on the homework calls;
 * unset, none is sent and answers come uncompressed.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING?.replaceAll(',', ', ') || null;
const encoding = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

/**
 * The homework school's hot reads: the teacher's item-wise report of a section of 60 learners by 50
 * items, and a learner's homework list (about 30 assignments through their section).
 */
export async function homeworkTargets(base: string, bench: LearnListBench): Promise<BenchTarget[]> {
  const [teacher, student] = await Promise.all([tokenOf(base, LL_TEACHER), tokenOf(base, LL_STUDENT)]);
  const query = `learnListId=${bench.listId}&assignId=${bench.assignId}&sectionId=${bench.sectionId}`;
  return [
    {
      name: 'learnListItemWiseReport',
      options: {
        url: `${base}/api/syllabus-v2/learnListItemWiseStudentReportUniversity?${query}`,
        headers: { authorization: `Bearer ${teacher}`, ...encoding },
      },
    },
    {
      name: 'learnerLearnListHomework',
      options: {
        url: `${base}/api/syllabus-v2/learnerLearnListHomework`,
        method: 'POST',
        headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json', ...encoding },
        body: JSON.stringify({ page_no: 1, page_size: 20 }),
      },
    },
  ];
}
