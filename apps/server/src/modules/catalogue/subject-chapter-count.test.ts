import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestToken, makeCatalogueTree } from '../../test/catalogue-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Subject tiles counted one chapter more than the list showed. A subject holds its
// chapters and an e-book; the tile's count came from child_count, which counted the e-book too.

let t: TestApp;
let tree: Awaited<ReturnType<typeof makeCatalogueTree>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await makeCatalogueTree(t.db);
  token = await guestToken(t.app);
});
afterAll(() => t.close());

type Node = { syllabus_id: number; syllabus_type_id: number; child_count: number; has_child: boolean };
const childList = async (syllabusId: number): Promise<Node[]> =>
  (await call(t.app, 'GET', `/api/syllabus-v2/childList?syllabusId=${syllabusId}`, { token })).body.data.child_list;

describe('a subject tile counts the chapters its list shows', () => {
  it('counts the chapters of a subject, not its e-book', async () => {
    const subject = (await childList(tree.classId)).find((s) => s.syllabus_id === tree.subjectId)!;
    const children = await childList(tree.subjectId);
    const chapters = children.filter((c) => c.syllabus_type_id !== 48);
    // The e-book is still there for the clients that show it (spec 000 §3: 48 is a node type).
    expect(children.some((c) => c.syllabus_id === tree.ebookId)).toBe(true);
    expect(chapters).toHaveLength(1);
    expect(subject).toMatchObject({ child_count: chapters.length, has_child: true });
  });

  it('counts the topics of a chapter as before', async () => {
    const chapter = (await childList(tree.subjectId)).find((c) => c.syllabus_id === tree.chapterId)!;
    expect(chapter.child_count).toBe(tree.topicIds.length);
  });
});
