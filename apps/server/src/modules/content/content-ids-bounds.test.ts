import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { parseIds } from './content-details.service.js';

// The route fuzz on PostgreSQL: GET contentDetailsByContentIds?contentIds=1e308 answered 500, as the
// lenient id list kept 1e308 as an id and PostgreSQL refuses to compare it with an integer column.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content id lists', () => {
  it('drop what is no id: numbers past MAX_DB_INTEGER as well as words', () => {
    expect(parseIds('1e308,2147483648,99999999999,abc,,7,2147483647,7')).toEqual([7, 2147483647]);
    expect(parseIds([1e308, 3])).toEqual([3]);
  });

  it('contentIds=1e308 was a 500 on PostgreSQL; it finds nothing (204)', async () => {
    const res = await call(t.app, 'GET', '/api/content/v2/contentDetailsByContentIds?contentIds=1e308');
    expect(res.status).toBe(204);
  });

  it('a body list of ids past 32 bits finds nothing rather than failing', async () => {
    const res = await call(t.app, 'POST', '/api/content/contentDetails.1.0', { body: { content_ids: '99999999999' } });
    expect(res.status).toBeLessThan(500);
  });
});
