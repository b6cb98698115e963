import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAssessmentWorld, makeFixturePaper } from '../../test/assessment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paperVersion } from './paper-versions.js';

// Saves and submissions ask for a paper's sheet on every call: it is kept under the paper's version
// and read again only when a write of the paper moved it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rename = (paperId: number, name: string) =>
  t.db.updateTable('papers').set({ paper_name: name }).where('paper_id', '=', paperId).execute();

describe('a paper’s sheet', () => {
  it('is kept without reading the paper until the paper’s version moves, then read again', async () => {
    const world = await makeAssessmentWorld(t.db);
    const { paperId } = await makeFixturePaper(t.db, world, { questions: [{ key: { type: 'integer', value: 4 } }] });
    const sheets = t.services.papers.sheets;
    const first = await sheets.sheetOf(paperId);
    expect(first?.items).toHaveLength(1);
    // Changed around the product, with no version moved: the kept sheet is used, the row not read.
    await rename(paperId, 'Renamed in SQL');
    expect((await sheets.sheetOf(paperId))?.paper.paper_name).toBe(first!.paper.paper_name);
    // A write through the product stamps the row and moves the version in its transaction: the next
    // call reads the row.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('papers')
        .set({ paper_name: 'Renamed by a writer', updated_at: new Date().toISOString() })
        .where('paper_id', '=', paperId)
        .execute();
      await t.services.cacheVersions.bumpWithin(trx, paperVersion(paperId));
    });
    expect((await sheets.sheetOf(paperId))?.paper.paper_name).toBe('Renamed by a writer');
  });

  it('is gone once the paper is deleted through a write that moves its version', async () => {
    const world = await makeAssessmentWorld(t.db);
    const { paperId } = await makeFixturePaper(t.db, world, { questions: [{ key: { type: 'integer', value: 4 } }] });
    const sheets = t.services.papers.sheets;
    expect(await sheets.sheetOf(paperId)).toBeDefined();
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('papers')
        .set({ deleted_at: new Date().toISOString() })
        .where('paper_id', '=', paperId)
        .execute();
      await t.services.cacheVersions.bumpWithin(trx, paperVersion(paperId));
    });
    expect(await sheets.sheetOf(paperId)).toBeUndefined();
  });
});
