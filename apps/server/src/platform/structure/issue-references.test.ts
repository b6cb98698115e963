import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The project's issues live outside the repository, so a comment that cites one by number tells a
// reader nothing: a comment or document says the rule, the feature or the reason itself. Spec
// references ("spec 002 §4.5") stay; they name text a reader can open.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The word issue (or issues, any case) followed by a number, with spaces, "#" or "-" between; a word
 * that merely contains it ("tissue", "issuer") does not count.
 */
const ISSUE_NUMBER = /\bissues?[ \t#-]*\d/i;

/** Source and document files, by how their names end. */
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|html|css|sh|yml)$/;

/**
 * Not scanned: the lock file (package names and hashes), and the shared specs, which live outside
 * the repository (../shared/) and are quoted as they are should a copy ever be brought in.
 */
const NOT_SCANNED = (file: string) => file === 'package-lock.json' || file.startsWith('shared/');

/** The repository's tracked source and document files, relative to its root. */
function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((file) => SCANNED.test(file) && !NOT_SCANNED(file) && existsSync(path.join(ROOT, file)))
    .sort();
}

/** Each line of the files that cites an issue number, as file:line and the line itself. */
function citations(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** Words joined with spaces, so that this file's own lines cite nothing. */
const cite = (...words: string[]) => words.join(' ');

describe('the issue-number pattern', () => {
  it('catches a line that cites an issue by number, however it is written', () => {
    for (const line of [
      cite('// Recordings of past classes (issue', '7 item 3): a recording belongs to a class.'),
      cite(' * Attendance (Issue', '10 §6): one register.'),
      cite('The homework loop of issues', '8-10.'),
      cite('Fixed in issue', '#12.'),
    ]) {
      expect(ISSUE_NUMBER.test(line), line).toBe(true);
    }
  });

  it('lets spec references and words that merely contain "issue" pass', () => {
    for (const line of [
      '// The status a class shows (spec 002 §4.5).',
      cite('// A tissue', '3 mm thick.'),
      '// The issuer 9 days later.',
      '// The payment issues its subscription and invoice.',
    ]) {
      expect(ISSUE_NUMBER.test(line), line).toBe(false);
    }
  });
});

describe('no comment or document cites an issue number', () => {
  it('in any tracked source or document file', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(citations(files)).toEqual([]);
  });
});
