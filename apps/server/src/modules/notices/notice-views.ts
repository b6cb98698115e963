import type { Notice, NoticeAudience } from '@esc/contracts';
import { schoolUploadsPrefix } from '../media/media.module.js';
import { fullName, iso, type NoticesDeps } from './notices-ports.js';
import { idsOf } from './notice-audience.js';
import type { NoticeRow } from './notices.repository.js';

/** The file name people see for a stored key: its last segment without the upload's unique prefix. */
export function fileNameOf(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return last.replace(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/, '');
}

const keysOf = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
};

export { keysOf };

export type NoticeViews = ReturnType<typeof createNoticeViews>;

/** Notices as the calls answer them: the author's name, the audience in words, signed file links, read state. */
export function createNoticeViews({ directory, sections, signer, clock }: NoticesDeps) {
  async function audienceLabels(rows: readonly NoticeRow[]): Promise<Map<number, string>> {
    const sectionIds = [...new Set(rows.flatMap((r) => idsOf(r.section_ids)))];
    const schoolIds = [...new Set(rows.filter((r) => idsOf(r.class_ids).length > 0).map((r) => r.school_id))];
    const [named, ofSchools] = await Promise.all([
      sections.sectionsByIds(sectionIds),
      Promise.all(
        schoolIds.map(async (id) =>
          sections.sectionsByIds((await sections.sectionsOfSchool(id)).map((s) => s.section_id)),
        ),
      ),
    ]);
    const sectionName = new Map(named.map((s) => [s.section_id, s.section_name]));
    const className = new Map(ofSchools.flat().map((s) => [s.class_id, s.class_name]));
    const labels = new Map<number, string>();
    for (const r of rows) {
      const sectionsNamed = idsOf(r.section_ids).map((id) => sectionName.get(id) ?? `#${id}`);
      const classesNamed = idsOf(r.class_ids).map((id) => className.get(id) ?? `#${id}`);
      labels.set(r.notice_id, labelOf(r.audience as NoticeAudience, sectionsNamed, classesNamed));
    }
    return labels;
  }

  function labelOf(audience: NoticeAudience, sectionNames: string[], classNames: string[]): string {
    const which = sectionNames.length > 0 ? `sections ${sectionNames.join(', ')}` : `classes ${classNames.join(', ')}`;
    switch (audience) {
      case 'school':
        return 'The whole school';
      case 'parents':
        return sectionNames.length + classNames.length === 0 ? 'Parents of the school' : `Parents of ${which}`;
      default:
        return which.charAt(0).toUpperCase() + which.slice(1);
    }
  }

  /** `reads`: the caller's read times by notice id (empty for a writer's list). */
  async function views(rows: readonly NoticeRow[], reads: ReadonlyMap<number, string>): Promise<Notice[]> {
    const [people, labels] = await Promise.all([
      directory.people([...new Set(rows.map((r) => r.author_uuid))]),
      audienceLabels(rows),
    ]);
    const byUuid = new Map(people.map((p) => [p.uuid, p]));
    const now = iso(clock());
    return rows.map((r) => ({
      notice_id: Number(r.notice_id),
      school_id: r.school_id,
      author_uuid: r.author_uuid,
      author_name: fullName(byUuid.get(r.author_uuid)) || 'School staff',
      notice_title: r.notice_title,
      notice_text: r.notice_text,
      audience: r.audience as NoticeAudience,
      class_ids: idsOf(r.class_ids),
      section_ids: idsOf(r.section_ids),
      audience_label: labels.get(r.notice_id) ?? '',
      // Only the school's own area is signed, whatever an older row holds.
      attachments: keysOf(r.attachment_keys)
        .filter((key) => key.startsWith(schoolUploadsPrefix(r.school_id)))
        .map((key) => ({
          key,
          name: fileNameOf(key),
          url: signer.signKeyShared(key).url,
        })),
      publish_at: r.publish_at,
      published: r.publish_at <= now,
      created_at: r.created_at,
      updated_at: r.updated_at,
      is_read: reads.has(r.notice_id),
      read_at: reads.get(r.notice_id) ?? null,
    }));
  }

  return { views };
}
