import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module's public file, modules/<module>/<module>.module.ts, is all other modules may import of it
// (its declaration, its services' type, and what it re-exports for them); its other files are its own
// to change. So every import, of a value or of a type, that reaches into another module's folder names
// that module's public file. Tests may reach into their own module's files, and are not scanned.

const MODULES_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules');

/** The string each import, export-from, side-effect import or dynamic import names. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/**
 * The imports of one file that reach into another module's folder other than through its public file,
 * as `file: specifier`. `file` is relative to modules/: `content/content.module.ts` belongs to the
 * content module, a file directly in modules/ (the composition root, the module list) to none.
 */
function boundaryBreaks(file: string, source: string): string[] {
  const dir = path.posix.dirname(file);
  const own = dir === '.' ? null : dir.split('/')[0];
  const found: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(dir, specifier));
    // Outside modules/ (platform, db, config) or a file directly in it (module-map, domain-events).
    if (target.startsWith('../') || !target.includes('/')) continue;
    const [module, ...rest] = target.split('/');
    if (module === own || rest.join('/') === `${module}.module.js`) continue;
    found.push(`${file}: ${specifier}`);
  }
  return found;
}

/** The non-test source files of modules/, each module's folder and the files directly in it. */
function moduleFiles(): string[] {
  return (readdirSync(MODULES_ROOT, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

describe('the boundary scanner', () => {
  it('catches an import into another module’s files, however it is written', () => {
    const source = [
      "import { schoolUploadsPrefix } from '../media/media-owners.js';",
      "import type { SchoolRecord } from '../institutes/institutes.repository.js';",
      'import {',
      '  EVERY_SCHOOL,',
      '  type ContentRow,',
      "} from '../catalogue/content-store.service.js';",
      "export { XLSX_TYPE } from '../learnlists/report-xlsx.js';",
      "export type { HeldItem } from '../learnlists/held-items.js';",
      "import '../media/form-body.js';",
      "const lazy = await import('../identity/identity.service.js');",
      "import type { Nested } from '../media/deep/inner.js';",
      "import type { NotTheModuleFile } from '../media/media.module.test.js';",
    ].join('\n');
    expect(boundaryBreaks('content/content-update.service.ts', source)).toEqual([
      'content/content-update.service.ts: ../media/media-owners.js',
      'content/content-update.service.ts: ../institutes/institutes.repository.js',
      'content/content-update.service.ts: ../catalogue/content-store.service.js',
      'content/content-update.service.ts: ../learnlists/report-xlsx.js',
      'content/content-update.service.ts: ../learnlists/held-items.js',
      'content/content-update.service.ts: ../media/form-body.js',
      'content/content-update.service.ts: ../identity/identity.service.js',
      'content/content-update.service.ts: ../media/deep/inner.js',
      'content/content-update.service.ts: ../media/media.module.test.js',
    ]);
    expect(boundaryBreaks('composition-root.ts', "import { x } from './media/media-owners.js';")).toEqual([
      'composition-root.ts: ./media/media-owners.js',
    ]);
  });

  it('lets a module’s own files, other modules’ public files, the platform and packages pass', () => {
    const source = [
      "import { isLibraryKey, type MediaOwners } from '../media/media.module.js';",
      "import type { InstitutesServices } from '../institutes/institutes.module.js';",
      "import { createContentBundleCache } from './content-bundle-cache.js';",
      "import { defineModule } from '../module-map.js';",
      "import { AppError } from '../../platform/errors/app-error.js';",
      "import type { Db } from '../../db/database.js';",
      "import { isStaff } from '@esc/domain';",
      "import type { FastifyInstance } from 'fastify';",
    ].join('\n');
    expect(boundaryBreaks('content/content.module.ts', source)).toEqual([]);
    expect(boundaryBreaks('modules.ts', "import { mediaModule } from './media/media.module.js';")).toEqual([]);
  });
});

describe('modules import each other only through their public files', () => {
  it('in every non-test source file under modules/', () => {
    const files = moduleFiles();
    expect(files.length).toBeGreaterThan(100);
    const breaks = files.flatMap((file) => boundaryBreaks(file, readFileSync(path.join(MODULES_ROOT, file), 'utf8')));
    expect(breaks).toEqual([]);
  });
});
