import { createStorage } from '../platform/storage/storage.factory.js';
import {
  bothOwners,
  body,
  contentVersion,
  multipart,
  pdf,
  platformTag,
  prepare,
  prepareVideo,
} from './matrix-fixture-kit.js';
import { makeVideo } from './media-factories.js';
import type { Fixture } from './matrix-requests.js';

/** Catalogue and media: owner writes on both owners' content, uploads, signed links and files. */
export function catalogueFixtures(): Record<string, Fixture> {
  return {
    'GET /api/content/interactiveLesson/{contentId}': async ({ t }, base) => {
      const lesson = await t.db
        .selectFrom('contents')
        .select(['content_id', 'media_key'])
        .where('content_kind', '=', 'interactive')
        .where('owner_school_id', 'is', null)
        .where('media_key', 'is not', null)
        .orderBy('content_id')
        .executeTakeFirstOrThrow();
      // The demo's media files are made at start-up, not by the seed: this lesson's file, as stored.
      const file = {
        video_meta_info: [{ video_id: 'v', video_title: 'Motion', slides_details: [] }],
        activity_details: [],
      };
      await createStorage(t.config).put(lesson.media_key!, Buffer.from(JSON.stringify(file)), 'application/json');
      return { ...base, label: "the platform's first interactive lesson", path: { contentId: lesson.content_id } };
    },
    'GET /api/upload/transVideoStatus': async (ctx, base) => {
      const { payload, headers } = multipart(
        { folderPath: 'videos' },
        { field: 'video', name: 'clip.mp4', type: 'video/mp4', data: await makeVideo() },
      );
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/upload/getTransVideo',
        payload,
        headers: { ...headers, authorization: `Bearer ${ctx.world.tokens.teacher}` },
      });
      // The uploader follows the transcoding of their own video.
      return {
        ...base,
        label: "the school teacher's video",
        query: { key: res.json().data.source_key },
        positive: { caller: 'teacher' },
      };
    },
    'POST /api/access/decide': async (_ctx, base) => ({ ...base, body: body(base, { item_kind: 'content' }) }),
    // The victim learner's services of a subject of the world's class (a look: nothing is recorded).
    'GET /api/access/subject-services': async (ctx, base) => ({
      ...base,
      label: "the victim learner's services of a subject",
      query: { ...base.query, subject_id: ctx.world.named.syllabus_id },
    }),
    'PUT /api/content/v2/updateContentSize': bothOwners(async (ctx, contentId) => ({
      content_id: contentId,
      content_size: 4096,
      version: await contentVersion(ctx, contentId),
    })),
    'POST /api/content/v2/updateContentTagValue': async (ctx, base) => {
      const tag = await platformTag(ctx);
      return {
        ...base,
        label: "a tag of the platform's content (tags are the platform's: only its editors change them)",
        body: { content_id: ctx.world.platformContentId, ...tag, tag_value: tag.tag_value },
        insiders: ['platformEditor'],
        positive: { caller: 'platformEditor' },
      };
    },
    'PUT /api/content/v2/updateContentTranscodedUrl': bothOwners(async (ctx, contentId) => {
      const platform = contentId === ctx.world.platformContentId;
      const uploaded = await prepareVideo(ctx, platform ? ctx.world.tokens.platformEditor : ctx.world.tokens.teacher);
      return {
        content_id: contentId,
        content_transcoded_url: uploaded,
        content_version: await contentVersion(ctx, contentId),
      };
    }),
  };
}

export function mediaFixtures(): Record<string, Fixture> {
  const folderOf = (key: string) => key.slice(0, key.lastIndexOf('/') + 1);
  return {
    'POST /api/getSignedUrl': async (_ctx, base) => ({ ...base, positive: { caller: 'teacher' } }),
    'POST /api/signedcookie': async (ctx, base) => ({
      ...base,
      label: "the folder of the school teacher's uploads",
      body: { url_prefix: folderOf(ctx.world.schoolUploadKey) },
      positive: { caller: 'teacher' },
    }),
    'POST /api/media/signedVideoUrl': async (ctx, base) => ({
      ...base,
      label: "the platform's video 100001",
      body: { content_id: ctx.world.platformContentId },
    }),
    // Keep for offline: the victim school's own content, granted (and checked) only to its own learner.
    'POST /api/media/keep-grants': async (ctx, base) => ({
      ...base,
      label: "the victim school's own content",
      body: { content_ids: [ctx.world.schoolContentId] },
    }),
    'POST /api/media/keep-grants/check': async (ctx, base) => ({
      ...base,
      label: "the victim school's own content",
      body: { content_ids: [ctx.world.schoolContentId] },
    }),
    'POST /api/upload/uploadFile': async (_ctx, base) => ({
      ...base,
      label: "an upload into the caller's own school",
      raw: multipart({ folderPath: 'notes' }, pdf()),
      positive: { caller: 'teacher' },
    }),
    'POST /api/upload/getTransVideo': async (_ctx, base) => ({
      ...base,
      label: "a video into the caller's own school",
      raw: multipart(
        { folderPath: 'videos' },
        { field: 'video', name: 'clip.mp4', type: 'video/mp4', data: await makeVideo() },
      ),
      positive: { caller: 'teacher' },
    }),
    'GET /api/media/file/{*}': async (ctx, base) => {
      const signed = await prepare(ctx, '/api/getSignedUrl', ctx.world.tokens.teacher, {
        folderPath: ctx.world.schoolUploadKey,
      });
      const url = new URL(signed.signed_url as string, 'http://local');
      return {
        ...base,
        label: "the school teacher's upload, unsigned; then with its signature",
        positive: {
          caller: 'anonymous',
          request: { query: Object.fromEntries(url.searchParams) },
        },
      };
    },
  };
}
