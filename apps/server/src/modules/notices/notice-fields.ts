import type { NoticeAudience, SaveNoticeBody } from '@esc/contracts';
import { isSafeKey } from '../../platform/storage/storage.js';
import { iso, invalid, type NoticesDeps } from './notices-ports.js';
import { idsOf } from './notice-audience.js';
import { keysOf } from './notice-views.js';
import type { NoticeRow } from './notices.repository.js';

/** How far ahead a notice may be scheduled. */
const MAX_SCHEDULE_MS = 366 * 24 * 3600_000;

export interface NoticeFields {
  notice_title: string | null;
  notice_text: string;
  audience: NoticeAudience;
  class_ids: number[];
  section_ids: number[];
  attachment_keys: string[];
  publish_at: string;
}

/**
 * The fields of a notice as saved: the body's, or the notice's own where the body leaves one out.
 * Sections and classes must be the school's, files uploads recorded for the school,
 * the publish time at most a year ahead (a past one means now). 400 naming the field otherwise.
 */
export async function checkedFields(
  { sections, uploads, clock }: Pick<NoticesDeps, 'sections' | 'uploads' | 'clock'>,
  schoolId: number,
  body: SaveNoticeBody,
  current?: NoticeRow,
): Promise<NoticeFields> {
  const now = clock();
  const text = (body.notice_text ?? current?.notice_text ?? '').trim();
  if (!text) throw invalid('notice_text', 'notices.textEmpty');
  const title = body.notice_title !== undefined ? body.notice_title?.trim() || null : (current?.notice_title ?? null);
  const audience = body.audience ?? (current?.audience as NoticeAudience | undefined) ?? 'school';
  let sectionIds = [...new Set(body.section_ids ?? (current ? idsOf(current.section_ids) : []))];
  let classIds = [...new Set(body.class_ids ?? (current ? idsOf(current.class_ids) : []))];
  if (audience === 'school') [sectionIds, classIds] = [[], []];
  if (audience === 'classes') sectionIds = [];
  if (audience === 'sections' || sectionIds.length > 0) classIds = [];
  if (audience === 'sections' && sectionIds.length === 0) throw invalid('section_ids', 'notices.sectionNeeded');
  if (audience === 'classes' && classIds.length === 0) throw invalid('class_ids', 'notices.classNeeded');

  const ofSchool = await sections.sectionsOfSchool(schoolId);
  const known = new Set(ofSchool.map((s) => s.section_id));
  const classes = new Set(ofSchool.map((s) => s.class_id));
  for (const [i, id] of sectionIds.entries()) {
    if (!known.has(id)) throw invalid(`section_ids.${i}`, 'notices.notSchoolSection');
  }
  for (const [i, id] of classIds.entries()) {
    if (!classes.has(id)) throw invalid(`class_ids.${i}`, 'notices.notSchoolClass');
  }

  const keys = [...new Set(body.attachments ?? (current ? keysOf(current.attachment_keys) : []))];
  // Only the school's own recorded uploads: a library key would hand out a signed link to a file the
  // gate refuses the notice's readers. Every refusal reads alike, so the call tells no one which
  // files exist or whose they are.
  const recorded = await uploads.byKeys(keys.filter(isSafeKey));
  for (const [i, key] of keys.entries()) {
    if (recorded.get(key)?.schoolId !== schoolId) throw invalid(`attachments.${i}`, 'notices.attachmentNotSchool');
  }

  return {
    notice_title: title,
    notice_text: text,
    audience,
    class_ids: classIds,
    section_ids: sectionIds,
    attachment_keys: keys,
    publish_at: publishAtOf(body, current, now),
  };
}

function publishAtOf(body: SaveNoticeBody, current: NoticeRow | undefined, now: number): string {
  if (body.publish_at === undefined) return current?.publish_at ?? iso(now);
  const asked = body.publish_at === null ? now : Date.parse(body.publish_at);
  if (!Number.isFinite(asked)) throw invalid('publish_at', 'notices.publishAtInvalid');
  if (asked > now + MAX_SCHEDULE_MS) throw invalid('publish_at', 'notices.publishAtTooFar');
  // Once its audience was told, a notice stays published from the time it was.
  if (current?.notified_at) {
    if (asked > now) throw invalid('publish_at', 'notices.publishAtLater');
    return current.publish_at;
  }
  return iso(Math.max(asked, now));
}
