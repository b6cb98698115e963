import { DEMO_INSTITUTE_ID } from '../seed/demo-seed.js';
import { multipartBody } from './content-factories.js';
import { makeUser, TEST_PASSWORD } from './factories.js';
import { makeVideo } from './media-factories.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// What the matrix fixtures (matrix-fixtures*.ts) share: accounts to use up, calls that prepare state.

/** The webhook secret the matrix app is configured with. */
export const WEBHOOK_SECRET = 'matrix-webhook-secret';

export const AUTH = '/api/cognito-login-service/auth';
export const ROSTER_HEADER =
  'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';

let spares = 0;
/** A learner of the victim school that one fixture may use up (change its password, sign it out). */
export async function spareLearner({ t }: FixtureContext) {
  spares += 1;
  const user = await makeUser(t.db, {
    schoolId: DEMO_INSTITUTE_ID,
    sectionIds: [5001],
    email: `spare${spares}@demo.school`,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    payload: { username: user.email, password: TEST_PASSWORD },
    remoteAddress: `10.79.${spares}.1`,
  });
  const data = login.json().data as { access_token: string; refresh_token: string };
  return { ...user, token: data.access_token, refreshToken: data.refresh_token };
}

export const body = (base: MatrixRequest, fields: Record<string, unknown>) => ({ ...(base.body as object), ...fields });
export const multipart = (...args: Parameters<typeof multipartBody>) => {
  const { payload, headers } = multipartBody(...args);
  return { payload, headers };
};
export const pdf = () => ({
  field: 'file',
  name: 'worksheet.pdf',
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

let preparations = 0;
/** A call made while preparing a request, from an address of its own (limits are per address). */
export async function prepare(ctx: FixtureContext, url: string, token: string | undefined, payload: unknown) {
  preparations += 1;
  const res = await ctx.t.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
    remoteAddress: `10.80.${Math.floor(preparations / 250)}.${preparations % 250}`,
  });
  if (res.statusCode >= 300) throw new Error(`preparing ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Sunrise's admin asks to link the demo parent to a new Sunrise learner: a pending link and its code. */
export async function pendingParentLink(ctx: FixtureContext) {
  const child = await makeUser(ctx.t.db, { schoolId: DEMO_INSTITUTE_ID, sectionIds: [5001] });
  const csv = [ROSTER_HEADER, `parent_link,,,,,,,,,,,parent@demo.school,${child.email}`].join('\n');
  await prepare(ctx, '/api/institutes/roster/apply', ctx.world.tokens.admin, { csv });
  const message = ctx.inbox.last('parent@demo.school');
  const link = await ctx.t.db
    .selectFrom('pending_parent_links')
    .select('id')
    .where('child_uuid', '=', child.uuid)
    .executeTakeFirstOrThrow();
  return { link_id: link.id, otp: String(message?.variables.code) };
}

/** A platform content item's tag, for the tag edit only platform editors may make. */
export async function platformTag({ t, world }: FixtureContext) {
  return t.db
    .selectFrom('content_tags as ct')
    .innerJoin('tags as tg', 'tg.tag_value_id', 'ct.tag_value_id')
    .select(['tg.tag_id', 'tg.tag_value_id', 'tg.tag_value'])
    .where('ct.content_id', '=', world.platformContentId)
    .executeTakeFirstOrThrow();
}

export async function contentVersion({ t }: FixtureContext, contentId: number): Promise<number> {
  const row = await t.db
    .selectFrom('contents')
    .select('version')
    .where('content_id', '=', contentId)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Owner writes aimed at the school's own content (its staff may) and at the platform's (its editors may). */
export function bothOwners(
  make: (ctx: FixtureContext, contentId: number, base: MatrixRequest) => Promise<unknown>,
): Fixture {
  return async (ctx, base) => [
    { ...base, label: "the school's own content", body: await make(ctx, ctx.world.schoolContentId, base) },
    {
      ...base,
      label: "the platform's content",
      body: await make(ctx, ctx.world.platformContentId, base),
      insiders: ['platformEditor'],
      positive: { caller: 'platformEditor' },
    },
  ];
}

/** An MP4 uploaded by this token's owner: the file a transcoded URL may point at. */
export async function prepareVideo(ctx: FixtureContext, token: string | undefined): Promise<string> {
  const { payload, headers } = multipart(
    { folderPath: 'videos' },
    { field: 'file', name: 'lesson.mp4', type: 'video/mp4', data: await makeVideo() },
  );
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/upload/uploadFile',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`video upload: ${res.body}`);
  return res.json().data.key as string;
}
