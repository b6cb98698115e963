import { describe, expect, it } from 'vitest';
import { isPackageComplete, packageEntryProblems, packagePath, type PackageEntry } from './content-package-rules.js';

const MB = 1024 * 1024;
const limits = { maxFileBytes: 50 * MB, maxFiles: 3, maxUnpackedBytes: 200 * MB };
const file = (name: string, size = 10): PackageEntry => ({ name, size, isDirectory: false, isSymlink: false });

describe('paths inside a package', () => {
  it.each([
    ['index.html', 'index.html'],
    ['./shared/./app.js', 'shared/app.js'],
    ['content//content.json', 'content/content.json'],
  ])('%s stays inside as %s', (name, expected) => {
    expect(packagePath(name)).toBe(expected);
  });

  it.each(['../evil.html', 'a/../../b.js', '/etc/passwd', 'C:/x.js', 'a\\..\\b.js', 'a\u0000.js', ''])(
    '%j could reach outside and is refused',
    (name) => {
      expect(packagePath(name)).toBeNull();
    },
  );
});

describe('the entries of a package', () => {
  it('takes pages, scripts, styles, data, images, audio, video and fonts', () => {
    const names = ['a.html', 'a.js', 'a.css', 'a.json', 'a.xml', 'a.xsd', 'a.png', 'a.mp3', 'a.mp4', 'a.woff2'];
    expect(
      packageEntryProblems(
        names.map((n) => file(n)),
        { ...limits, maxFiles: 20 },
      ),
    ).toEqual([]);
  });

  it('names each refused file and why', () => {
    const entries: PackageEntry[] = [
      file('../up.html'),
      file('tool.exe'),
      file('big.mp4', 51 * MB),
      file('Page.html'),
      file('page.html'),
      { name: 'link.js', size: 0, isDirectory: false, isSymlink: true },
    ];
    expect(packageEntryProblems(entries, { ...limits, maxFiles: 20 })).toEqual([
      { reason: 'pathUnsafe', name: '../up.html' },
      { reason: 'fileType', name: 'tool.exe', ext: 'exe' },
      { reason: 'fileTooLarge', name: 'big.mp4', maxMb: 50 },
      { reason: 'caseDuplicate', name: 'page.html' },
      { reason: 'symlink', name: 'link.js' },
    ]);
  });

  it('refuses more files than the limit, and a declared unpacked total over the limit (a zip bomb)', () => {
    const many = ['a.js', 'b.js', 'c.js', 'd.js'].map((n) => file(n));
    expect(packageEntryProblems(many, limits)).toEqual([{ reason: 'tooManyFiles', max: 3 }]);
    const bomb = [file('a.txt', 45 * MB), file('b.txt', 45 * MB), file('c.txt', 45 * MB)];
    expect(packageEntryProblems(bomb, { ...limits, maxUnpackedBytes: 100 * MB })).toEqual([
      { reason: 'unpackedTooLarge', maxMb: 100 },
    ]);
  });

  it('counts folders as neither files nor problems', () => {
    expect(packageEntryProblems([{ name: 'shared/', size: 0, isDirectory: true, isSymlink: false }], limits)).toEqual(
      [],
    );
  });
});

describe('when a package report completes the content', () => {
  it.each([
    [{ lesson_status: 'completed' }, true],
    [{ lesson_status: 'passed' }, true],
    [{ lesson_status: 'failed' }, false],
    [{ lesson_status: 'incomplete' }, false],
    [{ completion_status: 'completed' }, true],
    [{ completion_status: 'incomplete', success_status: 'passed' }, true],
    [{ completion_status: 'incomplete', success_status: 'failed' }, false],
    [{ xapi_verb: 'http://adlnet.gov/expapi/verbs/completed' }, true],
    [{ xapi_verb: 'http://adlnet.gov/expapi/verbs/answered' }, false],
    [{}, false],
  ])('%j: %s', (report, expected) => {
    expect(isPackageComplete(report)).toBe(expected);
  });
});
