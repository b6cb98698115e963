import { defineConfig } from 'vitest/config';
import { databaseFreeTests } from './apps/server/src/test/database-free-tests.js';

// Files named *.pg.test.ts test what only PostgreSQL does (several server processes on one
// database): they are collected when the suite runs on PostgreSQL (npm run test:pg, CI), and are
// not part of the SQLite run at all rather than shown there as skipped.
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
const MATRIX = 'src/platform/auth/authorisation-matrix.test.ts';
// The route fuzz is dealt into four files for the two workers of the SQLite run; on PostgreSQL (one
// worker) the first takes every route (test/route-fuzz-kit.ts).
const FUZZ_SHARDS_BUT_FIRST = 'src/platform/http/route-fuzz-[2-9].test.ts';
// Whose subject is a file format, not the database: their writes are the import's, which
// question-import.test.ts runs on PostgreSQL.
const FORMAT_ONLY = 'src/modules/question-bank/interop/gift-expected-parse.test.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on these 2-core machines, so every
    // file ran after the other. Most files wait on a database commit or a server for part of their
    // time, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'lint-rules', root: 'eslint-rules', include: ['*.test.js'] } },
      // The deployment tooling's pure parts (the rendered HAProxy config, PostgreSQL's settings).
      { test: { name: 'ops', root: 'ops', include: ['**/*.test.ts'] } },
      // The benches' pure pieces (no database, no server): plans, counts and judgements.
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // The PostgreSQL run leaves out the files that never reach a database, and the authorisation
          // matrix, whose subject is who may call what (guards, scopes, policies): it ran on SQLite, the
          // policies' queries run on PostgreSQL in each module's own files, and here it took a sixth of
          // the run. The route fuzz stays: PostgreSQL refuses values SQLite stores (scripts/test-postgres.sh).
          exclude: onPostgres
            ? [...databaseFreeTests('apps/server'), MATRIX, FUZZ_SHARDS_BUT_FIRST, FORMAT_ONLY]
            : ['src/**/*.pg.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Each API test file gets its own database: a copy of a migrated SQLite file, or of a migrated
          // PostgreSQL database (test/global-setup.ts, test/pg-databases.ts). Files run side by side on both.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
