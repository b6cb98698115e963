import type { DoubtAbout, DoubtStatus, DoubtView } from '@esc/contracts';
import { fullName, keysOf, type DoubtsPorts } from './doubts-ports.js';
import type { DoubtRow } from './doubts.repository.js';

type Deps = Pick<DoubtsPorts, 'sections' | 'nodes' | 'directory' | 'briefs' | 'signer'>;

export type DoubtViews = ReturnType<typeof createDoubtViews>;

/**
 * Doubts as people read them, in a handful of set reads whatever the page's length: section and
 * subject names, the asker's and the answering teacher's names (left out for classmates), linked
 * content titles as the doubt's school sees them, and photos as signed links.
 */
export function createDoubtViews({ sections, nodes, directory, briefs, signer }: Deps) {
  const photosOf = (text: string | null) => keysOf(text).map((key) => ({ key, url: signer.signKeyShared(key).url }));

  async function views(rows: readonly DoubtRow[], opts: { names: boolean }): Promise<DoubtView[]> {
    if (rows.length === 0) return [];
    const schoolIds = [...new Set(rows.map((r) => r.school_id))];
    const people = opts.names ? rows.flatMap((r) => [r.learner_uuid, ...(r.answered_by ? [r.answered_by] : [])]) : [];
    const contentIds = rows.flatMap((r) => (r.answer_content_id === null ? [] : [r.answer_content_id]));
    const [sectionRows, subjects, persons, contents] = await Promise.all([
      sections.sectionsByIds(rows.map((r) => r.section_id)),
      nodes.byIds(
        rows.map((r) => r.subject_id),
        schoolIds,
      ),
      directory.people([...new Set(people)]),
      briefs.contents(contentIds, schoolIds),
    ]);
    const sectionName = new Map(sectionRows.map((s) => [s.section_id, s.section_name]));
    const nameOf = new Map(persons.map((p) => [p.uuid, fullName(p)]));
    return rows.map((r) => ({
      doubt_id: r.doubt_id,
      about: r.about as DoubtAbout,
      content_id: r.content_id,
      syllabus_id: r.syllabus_id,
      attempt_id: r.attempt_id,
      question_id: r.question_id,
      about_title: r.about_title,
      subject_id: r.subject_id,
      subject_name: subjects.get(r.subject_id)?.syllabus_name ?? '',
      section_id: r.section_id,
      section_name: sectionName.get(r.section_id) ?? '',
      doubt_text: r.doubt_text,
      photos: photosOf(r.photo_keys),
      status: (r.answered_at === null ? 'open' : 'answered') satisfies DoubtStatus,
      asked_at: r.asked_at,
      learner_name: opts.names ? (nameOf.get(r.learner_uuid) ?? null) : null,
      answer:
        r.answered_at === null
          ? null
          : {
              answer_text: r.answer_text,
              photos: photosOf(r.answer_photo_keys),
              content_id: r.answer_content_id,
              content_title:
                r.answer_content_id === null ? null : (contents.get(r.answer_content_id)?.content_title ?? null),
              teacher_name: opts.names && r.answered_by ? (nameOf.get(r.answered_by) ?? null) : null,
              answered_at: r.answered_at,
            },
    }));
  }

  return { views };
}
