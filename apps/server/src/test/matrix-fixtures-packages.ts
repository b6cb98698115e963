import { multipart } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';
import { fixtureZip } from './package-test-kit.js';
import { CBSE, CLASS_10, SCHOOL_RACK } from './school-catalogue-world.js';

/** A chapter of the victim school's own rack: where its staff add packages. */
const SCHOOL_CHAPTER = 46_901;

async function schoolChapter(ctx: FixtureContext): Promise<number> {
  const found = await ctx.t.db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('syllabus_id', '=', SCHOOL_CHAPTER)
    .executeTakeFirst();
  if (!found) {
    await ctx.t.db
      .insertInto('syllabus_nodes')
      .values({
        syllabus_id: SCHOOL_CHAPTER,
        parent_id: SCHOOL_RACK,
        syllabus_name: 'Sunrise Number Puzzles',
        syllabus_type_id: 1,
        rack_type_id: 5,
        board_id: CBSE,
        class_id: CLASS_10,
      })
      .execute();
  }
  return SCHOOL_CHAPTER;
}

const packageForm = (chapter: number) =>
  multipart(
    { syllabus_id: String(chapter), title: 'Sunrise SCORM lesson' },
    { field: 'file', name: 'lesson.zip', type: 'application/zip', data: fixtureZip('scorm12') },
  );

/** The victim school's own SCORM lesson, added by its teacher. */
async function schoolPackage(ctx: FixtureContext): Promise<number> {
  const { payload, headers } = packageForm(await schoolChapter(ctx));
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/content/packages',
    payload,
    headers: { ...headers, authorization: `Bearer ${ctx.world.tokens.teacher}` },
  });
  if (res.statusCode !== 200) throw new Error(`package upload: ${res.body}`);
  return res.json().data.content_id as number;
}

/** H5P and SCORM packages: the upload into the school's chapter, the launch, the reports, the files. */
export function packagesFixtures(): Record<string, Fixture> {
  return {
    'POST /api/content/packages': async (ctx, base) => ({
      ...base,
      label: "a package into the victim school's own chapter",
      raw: packageForm(await schoolChapter(ctx)),
      positive: { caller: 'teacher' },
    }),
    'GET /api/content/packages/{contentId}/launch': async (ctx, base) => ({
      ...base,
      label: "the victim school's own SCORM lesson",
      path: { contentId: await schoolPackage(ctx) },
    }),
    'POST /api/content/packages/{contentId}/runtime': async (ctx, base) => ({
      ...base,
      label: "a report on the victim school's own SCORM lesson",
      path: { contentId: await schoolPackage(ctx) },
      body: { client_event_id: 'matrix-report', session_seconds: 5, source: 1, lesson_status: 'incomplete' },
      insiders: ['student', 'parent', 'classmate'],
    }),
    'GET /api/content/h5p-player/{*}': async (_ctx, base) => ({
      ...base,
      label: "the H5P player's own script: the same for everyone, nobody's data",
      path: { '*': 'main.bundle.js' },
    }),
    'GET /api/content/package-files/{contentId}/{grant}/{*}': async (ctx, base) => {
      const contentId = await schoolPackage(ctx);
      const res = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/content/packages/${contentId}/launch`,
        headers: { authorization: `Bearer ${ctx.world.tokens.student}` },
      });
      const grant = (res.json().data.launch_url as string).split('/')[5]!;
      return {
        ...base,
        label: "a file of the school's SCORM lesson, with a forged grant; then with the launch's grant",
        path: { contentId, grant: `${grant.split('.')[0]}.forged`, '*': 'index.html' },
        positive: { caller: 'anonymous', request: { path: { contentId, grant, '*': 'index.html' } } },
      };
    },
  };
}
