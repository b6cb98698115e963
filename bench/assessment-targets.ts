import { randomUUID } from 'node:crypto';
import type { BenchTarget } from './load-generator.js';
import type { AssessmentBench } from './assessment-data.js';
import { LL_STUDENT } from './learnlist-data.js';
import { tokenOf } from './learnlist-targets.js';

/**
 * The test engine's hot write and a learner's hot read (the assessments' speed targets): one answer saved with a
 * client-made id (acknowledged once durable), and the published report of a ranked 60-learner paper.
 */
export async function assessmentTargets(base: string, bench: AssessmentBench): Promise<BenchTarget[]> {
  const student = await tokenOf(base, LL_STUDENT);
  const auth = { authorization: `Bearer ${student}` };
  const savers = await Promise.all(
    bench.savers.map(async ({ email, attemptId }) => ({ attemptId, token: await tokenOf(base, email) })),
  );
  let nextSaver = 0;
  // Seqs go up across runs (the attempt is kept), as a learner's do across devices; one that overlaps
  // an earlier run's is acknowledged as stale, which is as much work.
  let seq = Math.floor(Date.now() / 1000) - 1_700_000_000;
  return [
    {
      name: 'saveAnswers',
      durable: true,
      options: {
        url: `${base}/api/student-report/student/saveAnswers`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        requests: [
          {
            // Each connection is one learner's device, saving into that learner's attempt.
            setupRequest: (req, context: { saver?: (typeof savers)[number] }) => {
              context.saver ??= savers[nextSaver++ % savers.length]!;
              seq += 1;
              const questionId = bench.questionIds[seq % bench.questionIds.length]!;
              return {
                ...req,
                headers: { ...req.headers, authorization: `Bearer ${context.saver.token}` },
                body: JSON.stringify({
                  attempt_id: context.saver.attemptId,
                  answers: [
                    {
                      client_answer_id: randomUUID(),
                      question_id: questionId,
                      seq,
                      answered_at: Date.now(),
                      response: { option_ids: [seq % 2 === 0 ? 'a' : 'b'] },
                      time_spent_ms: 15_000,
                    },
                  ],
                }),
              };
            },
          },
        ],
      },
    },
    {
      name: 'paperReport',
      options: {
        url: `${base}/api/student-report/student/paperReport?assign_id=${bench.reportAssignId}`,
        headers: auth,
      },
    },
  ];
}
