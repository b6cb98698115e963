import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFreeTests } from './database-free-tests.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');

describe('the test files the PostgreSQL run leaves out', () => {
  const free = databaseFreeTests(serverRoot);

  it('are files whose imports never reach a database: pure rules, formats, generated media', () => {
    expect(free).toContain('src/modules/catalogue/catalogue-rules.test.ts');
    expect(free).toContain('src/platform/auth/tokens.test.ts');
    expect(free).toContain('src/test/database-free-tests.test.ts');
  });

  it('never include a file that reaches the database through a helper, directly or through several', () => {
    // Through test-app.ts; through a world helper that makes the app; a migration test through migration-db.ts.
    expect(free).not.toContain('src/modules/identity/login.test.ts');
    expect(free).not.toContain('src/modules/attendance/attendance-marking.test.ts');
    expect(free).not.toContain('src/db/migrations/identity-accounts.migration.test.ts');
    expect(free).not.toContain('src/platform/auth/authorisation-matrix.test.ts');
  });
});
