import type { RecommendedSyllabusData } from '@esc/contracts';
import { GroupCategory } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import {
  optionalIdOf,
  round2,
  type AssessmentPorts,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import type { AttemptRecords } from '../attempts/attempts.module.js';
import type { QuestionRecords } from '../question-bank/question-bank.module.js';

// POST recommendedSyllabusList (000 §7): the learner's weak topics, from their published results:
// topics answered right less than 60 % of the time, weakest first, each with learn content of that
// topic from the platform's catalogue.

const WEAK_BELOW = 60;
const RECOMMENDED_PER_TOPIC = 3;

export type WeakTopics = ReturnType<typeof createWeakTopics>;

export function createWeakTopics({
  attempts,
  questions,
  ports,
}: {
  attempts: Pick<AttemptRecords, 'publishedOutcomes'>;
  questions: Pick<QuestionRecords, 'byIds'>;
  ports: Pick<AssessmentPorts, 'identity'> & WithCatalogue<'content' | 'nodes'>;
}) {
  /** How each answer of the learner's published results went, with its question's topic and marks. */
  async function topicOutcomes(uuid: string) {
    const answers = await attempts.publishedOutcomes(uuid);
    const rows = await questions.byIds([...new Set(answers.map((a) => a.question_id))]);
    const byId = new Map(rows.map((q) => [q.question_id, q]));
    return answers.flatMap((a) => {
      const q = byId.get(a.question_id);
      if (!q) return [];
      const { topic_id, chapter_id, subject_id, marks } = q;
      return [{ topic_id, chapter_id, subject_id, outcome: a.outcome, marks_awarded: a.marks_awarded, marks }];
    });
  }

  /** Learn content of the topic (the platform's catalogue, as anyone sees it). */
  async function contentOf(auth: AuthContext, topicId: number) {
    const viewer = { auth, userTypeId: auth.userTypeId, schoolIds: [], isTeacher: false, mediumId: 1 };
    const read = await ports.catalogue.content.bySyllabusIds(
      {
        syllabusIds: String(topicId),
        groupCategoryId: GroupCategory.Learn,
        startIndex: 1,
        endIndex: RECOMMENDED_PER_TOPIC,
      },
      viewer,
    );
    const { content_list } = await read.load();
    return content_list.map((c) => ({
      content_id: c.content_id,
      content_title: c.content_title,
      content_kind: c.content_kind,
    }));
  }

  async function recommended(
    auth: AuthContext,
    body: { uuid?: string; subject_id?: number | string | null; limit?: number },
  ): Promise<RecommendedSyllabusData> {
    const acting = await actingUserFor(auth, body.uuid, ports.identity);
    const subjectId = optionalIdOf(body.subject_id ?? null, 'subject');
    const rows = (await topicOutcomes(acting.uuid)).filter(
      (r) => r.topic_id !== null && (subjectId === null || r.subject_id === subjectId),
    );
    const byTopic = new Map<number, typeof rows>();
    for (const r of rows) byTopic.set(r.topic_id!, [...(byTopic.get(r.topic_id!) ?? []), r]);
    const names = await ports.catalogue.nodes.byIds([...byTopic.keys()], []);
    const topics = [...byTopic].map(([topicId, answers]) => {
      const correct = answers.filter((a) => a.outcome === 'correct').length;
      return {
        syllabus_id: topicId,
        syllabus_name: names.get(topicId)?.syllabus_name ?? '',
        question_count: answers.length,
        correct_count: correct,
        accuracy: round2((correct / answers.length) * 100),
        marks: round2(answers.reduce((s, a) => s + (a.marks_awarded ?? 0), 0)),
        max_marks: round2(answers.reduce((s, a) => s + a.marks, 0)),
        chapter_id: answers[0]!.chapter_id,
      };
    });
    const weak = topics
      .filter((t) => t.accuracy < WEAK_BELOW)
      .sort((a, b) => a.accuracy - b.accuracy)
      .slice(0, body.limit ?? 10);
    const content = await Promise.all(weak.map((t) => contentOf(auth, t.syllabus_id)));
    return { weak_topics: weak.map((t, i) => ({ ...t, recommended_content: content[i]! })) };
  }

  return { recommended };
}
