import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { ContentKind } from '../db/schema.js';
import { TEST_PASSWORD } from './factories.js';
import { call } from './test-app.js';

// Rows the learning tests need, made in the real database (no mocks).

let nextId = 880_000;
const now = () => new Date().toISOString();

export async function makeContent(
  db: Db,
  options: { mediaMs?: number; title?: string; kind?: ContentKind; thumbnailKey?: string | null } = {},
) {
  const content = {
    content_id: ++nextId,
    content_title: options.title ?? `Content ${nextId}`,
    content_kind: options.kind ?? 'video',
    thumbnail_key: options.thumbnailKey === undefined ? `thumbs/${nextId}.jpg` : options.thumbnailKey,
    total_media_time_ms: options.mediaMs ?? 300_000,
    created_at: now(),
    updated_at: now(),
  };
  await db.insertInto('contents').values(content).execute();
  return content;
}

export async function makePaper(db: Db, options: { name?: string; syllabusId?: number | null } = {}) {
  const paper = {
    paper_id: ++nextId,
    paper_name: options.name ?? `Paper ${nextId}`,
    syllabus_id: options.syllabusId ?? null,
    board_id: null,
    class_id: null,
    group_id: null,
    created_at: now(),
  };
  await db.insertInto('papers').values(paper).execute();
  return paper;
}

/** A fresh client event id, as the web's outbox makes one per post. */
export const eventId = () => randomUUID();

const tokens = new Map<string, string>();
/** Signs a factory-made user in once per app and remembers the access token. */
export async function tokenOf(app: FastifyInstance, user: { email: string | null }): Promise<string> {
  const key = user.email!;
  let token = tokens.get(key);
  if (!token) {
    const res = await call(app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: user.email, password: TEST_PASSWORD },
    });
    token = res.body.data.access_token as string;
    tokens.set(key, token);
  }
  return token;
}

export async function guestToken(app: FastifyInstance): Promise<string> {
  const res = await call(app, 'POST', '/api/cognito-login-service/auth/guestLogin', { body: {} });
  return res.body.data.access_token as string;
}
