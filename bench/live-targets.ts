import type { BenchTarget } from './load-generator.js';
import { LL_STUDENT } from './learnlist-data.js';
import { tokenOf } from './learnlist-targets.js';

/** A learner's hot live read (the live classes' speed target): their week of classes, among the school's thousands. */
export async function liveTargets(base: string): Promise<BenchTarget[]> {
  const student = await tokenOf(base, LL_STUDENT);
  return [
    {
      name: 'myScheduleUniversity',
      options: {
        url: `${base}/api/live-class/student/schedule/myScheduleUniversity`,
        method: 'POST',
        headers: { authorization: `Bearer ${student}`, 'content-type': 'application/json' },
        body: '{}',
      },
    },
  ];
}
