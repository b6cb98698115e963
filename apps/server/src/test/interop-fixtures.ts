import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Other systems' public files (Moodle's GIFT and XML fixtures, the GIFT grammar's questions, a
// OneRoster set) live beside the project, not in it: their licences are theirs. Tests read them
// where the machine keeps them: INTEROP_FIXTURES if set, else a `shared/fixtures/interop` folder
// next to the checkout or one of its parents. Missing fixtures fail loudly, never skip.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function findFixturesRoot(): string {
  const fromEnv = process.env.INTEROP_FIXTURES;
  if (fromEnv) return fromEnv;
  let dir = repoRoot;
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = path.join(path.dirname(dir), 'shared', 'fixtures', 'interop');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(
    `The interchange fixtures were not found beside ${repoRoot}: set INTEROP_FIXTURES to the folder holding gift-grammar/, moodle-gift/, moodle-xml/ and oneroster-1.1/.`,
  );
}

let root: string | undefined;

/** The absolute path of a fixture, e.g. interopFixturePath('moodle-gift', 'questions.gift.txt'). */
export function interopFixturePath(...parts: string[]): string {
  root ??= findFixturesRoot();
  return path.join(root, ...parts);
}

/** A fixture's bytes. */
export function readInteropFixture(...parts: string[]): Uint8Array {
  return new Uint8Array(readFileSync(interopFixturePath(...parts)));
}
