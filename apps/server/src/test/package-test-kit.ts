import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';
import { multipartBody } from './content-factories.js';
import { CBSE, CLASS_10, SCHOOL_RACK } from './school-catalogue-world.js';
import type { TestApp } from './test-app.js';

// Zips of the fixture packages (test-fixtures/, written from the specifications), hostile variants
// of them, and the upload call, for the content packages' API tests.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules/content-packages/test-fixtures');

export type FixtureName = 'scorm12' | 'scorm2004' | 'h5p';

/** The fixture's files by their path inside the package. */
export function fixtureFiles(name: FixtureName): Record<string, Uint8Array> {
  const root = path.join(FIXTURES, name);
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full);
    }
  };
  walk(root);
  return files;
}

export function zipOf(files: Zippable): Buffer {
  return Buffer.from(zipSync(files));
}

export const fixtureZip = (name: FixtureName, extra: Zippable = {}) => zipOf({ ...fixtureFiles(name), ...extra });

/** The zip with the central directory's uncompressed size of `entry` replaced: a zip that lies. */
export function withDeclaredSize(zip: Buffer, entry: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 46 < out.length; at++) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === entry) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
  }
  throw new Error(`no entry ${entry}`);
}

/** A chapter of the school's own rack (Sunrise's "Olympiad Mathematics"), where its staff add packages. */
export async function makeSchoolChapter(t: TestApp, id: number): Promise<number> {
  await t.db
    .insertInto('syllabus_nodes')
    .values({
      syllabus_id: id,
      parent_id: SCHOOL_RACK,
      syllabus_name: 'Number Puzzles',
      syllabus_type_id: 1,
      rack_type_id: 5,
      board_id: CBSE,
      class_id: CLASS_10,
      school_id: null,
    })
    .execute();
  return id;
}

export function uploadPackage(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const { payload, headers } = multipartBody(
    fields,
    file && { field: 'file', name: file.name, type: 'application/zip', data: file.data },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/content/packages',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
