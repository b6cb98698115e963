import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { ContentKind } from '../db/schema.js';
import { makeBoardAndClass } from './factories.js';

// Content rows for tests of the content and media modules; the real database, no mocks.

let nextId = 810_000;
const id = () => ++nextId;

export interface MakeContentOptions {
  content_id?: number;
  content_title?: string;
  content_kind?: ContentKind;
  language_id?: number;
  version?: number;
  crs_id?: string | null;
  old_content_id?: string | null;
  media_key?: string | null;
  thumbnail_key?: string | null;
  transcoded_key?: string | null;
  total_media_time_ms?: number;
  content_size?: number | null;
  template_id?: number | null;
  service_name?: string | null;
  is_online_only?: number;
}

export async function makeContent(db: Db, overrides: MakeContentOptions = {}) {
  const n = id();
  const now = new Date().toISOString();
  const row = {
    content_id: n,
    content_title: `Content ${n}`,
    content_kind: 'video' as ContentKind,
    language_id: 1,
    version: 1,
    crs_id: null,
    old_content_id: null,
    media_key: null,
    thumbnail_key: null,
    transcoded_key: null,
    total_media_time_ms: 0,
    content_size: null,
    template_id: null,
    service_name: null,
    is_online_only: 0,
    ...overrides,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('contents').values(row).execute();
  return row;
}

/** A board, a class, a subject and a chapter under it, and a learn group: a place to map content. */
export async function makeContentPlace(db: Db, names: { subject?: string; group?: string; category?: number } = {}) {
  const { boardId, classId } = await makeBoardAndClass(db);
  const subjectId = id();
  const chapterId = id();
  const node = (syllabus_id: number, parent_id: number, syllabus_name: string, rack_type_id: number) => ({
    syllabus_id,
    parent_id,
    syllabus_name,
    syllabus_type_id: rack_type_id === 4 ? 4 : 1,
    rack_type_id,
    board_id: boardId,
    class_id: classId,
  });
  await db
    .insertInto('syllabus_nodes')
    .values([node(subjectId, classId, names.subject ?? 'Science', 4), node(chapterId, subjectId, 'Motion', 5)])
    .execute();
  const groupId = id();
  await db
    .insertInto('content_groups')
    .values({ group_id: groupId, group_name: names.group ?? 'Learn', group_category_id: names.category ?? 1 })
    .execute();
  return { boardId, classId, subjectId, chapterId, groupId };
}

export type ContentPlace = Awaited<ReturnType<typeof makeContentPlace>>;

/**
 * Maps content into a chapter of a place. The mapping carries the school of the rack it lies in
 * (its chapter's or subject's school; none in the platform's tree), as the seeds and the migration do.
 */
export async function mapContent(db: Db, contentId: number, place: ContentPlace, order = 0) {
  const mappingId = id();
  const racks = await db
    .selectFrom('syllabus_nodes')
    .select(['syllabus_id', 'school_id'])
    .where('syllabus_id', 'in', [place.chapterId, place.subjectId])
    .execute();
  const schoolOf = (nodeId: number) => racks.find((r) => r.syllabus_id === nodeId)?.school_id ?? null;
  await db
    .insertInto('content_mappings')
    .values({
      syllabus_mapping_id: mappingId,
      content_id: contentId,
      syllabus_id: place.chapterId,
      group_id: place.groupId,
      board_id: place.boardId,
      class_id: place.classId,
      subject_id: place.subjectId,
      chapter_id: place.chapterId,
      display_order: order,
      school_id: schoolOf(place.chapterId) ?? schoolOf(place.subjectId),
    })
    .execute();
  return mappingId;
}

export async function makeTag(db: Db, tag: { tag_id: number; tag_name: string; tag_value: string }) {
  const row = { tag_value_id: id(), ...tag };
  await db.insertInto('tags').values(row).execute();
  return row;
}

/** A multipart/form-data body for app.inject: text fields and at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----esc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Signs in through the real login call; returns the access token. */
export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cognito-login-service/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed for ${username}: ${res.body}`);
  return (res.json() as { data: { access_token: string } }).data.access_token;
}
