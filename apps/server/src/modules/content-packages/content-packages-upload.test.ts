import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_10,
  makeSchoolCatalogueWorld,
  SCHOOL_RACK,
  type SchoolCatalogueWorld,
} from '../../test/school-catalogue-world.js';
import { multipartBody } from '../../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import {
  fixtureFiles,
  fixtureZip,
  makeSchoolChapter,
  uploadPackage,
  withDeclaredSize,
  zipOf,
} from '../../test/package-test-kit.js';

// Upload of H5P and SCORM packages to a chapter: what a teacher's package becomes, and each refusal,
// named in words, with nothing stored of a refused package.

let t: TestApp;
let w: SchoolCatalogueWorld;
let chapter: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
  chapter = await makeSchoolChapter(t, 46_101);
});
afterAll(() => t.close());

const fields = (extra: Record<string, string> = {}) => ({
  syllabus_id: String(chapter),
  title: 'Fractions lesson',
  ...extra,
});
const asTeacher = (data: Buffer, name = 'lesson.zip', extra: Record<string, string> = {}) =>
  uploadPackage(t, w.tokens.teacher, fields(extra), { name, data });

describe('a teacher adds a package to a chapter of the school', () => {
  it('takes a SCORM 1.2 zip: its launch page is the SCO the manifest names, and it is a scorm content of the chapter', async () => {
    const res = await asTeacher(fixtureZip('scorm12'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      content_kind: 'scorm',
      standard: 'scorm12',
      launch_path: 'index.html',
      file_count: 3,
    });
    const id = res.json().data.content_id as number;
    const detail = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${id}`, {
      token: w.tokens.student,
    });
    expect(detail.body.data.content_details[0]).toMatchObject({
      content_id: id,
      content_title: 'Fractions lesson',
      content_kind: 'scorm',
      syllabus_id: chapter,
    });
  });

  it('takes a SCORM 2004 zip, launching from the SCO under its xml:base folder', async () => {
    const res = await asTeacher(fixtureZip('scorm2004'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ standard: 'scorm2004', launch_path: 'sco/start.html' });
  });

  it('takes an .h5p package with its own library', async () => {
    const res = await asTeacher(fixtureZip('h5p'), 'button.h5p');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ content_kind: 'h5p', standard: 'h5p', file_count: 4 });
  });
});

describe('refusals name the problem', () => {
  const scorm = fixtureFiles('scorm12');
  const refused = async (data: Buffer, name = 'lesson.zip', extra: Record<string, string> = {}) => {
    const res = await asTeacher(data, name, extra);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { error_code: string; message: string; errors: { field: string; message: string }[] };
  };

  it.each([
    ['a path out of the package', { '../evil.html': new Uint8Array(1) }, '../evil.html'],
    ['a program', { 'tool.exe': new Uint8Array(1) }, 'tool.exe'],
    ['two names one case apart', { 'INDEX.html': new Uint8Array(1) }, 'index.html'],
  ])('%s', async (_what, extra, named) => {
    const body = await refused(zipOf({ ...scorm, ...extra }));
    expect(body.errors[0]!.field).toBe('file');
    expect(body.message.toLowerCase()).toContain(named.toLowerCase());
  });

  it('a symbolic link', async () => {
    const link = [new TextEncoder().encode('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] as const;
    const body = await refused(zipOf({ ...scorm, 'link.js': link as never }));
    expect(body.message).toContain('link.js');
  });

  it('a file declaring 2 GB (refused before anything is unpacked)', async () => {
    const body = await refused(withDeclaredSize(fixtureZip('scorm12'), 'style.css', 2_000_000_000));
    expect(body.message).toContain('style.css');
  });

  it('a file that unpacks past the size it declares (a zip bomb)', async () => {
    const bomb = zipOf({ ...scorm, 'data.txt': new Uint8Array(100_000) });
    const body = await refused(withDeclaredSize(bomb, 'data.txt', 10));
    expect(body.message).toMatch(/not a zip file that can be read/);
  });

  it('a file that is no zip, and a name that is no package', async () => {
    expect((await refused(Buffer.from('not a zip at all'))).message).toMatch(/not a zip file/);
    expect((await refused(fixtureZip('scorm12'), 'lesson.pdf')).errors[0]!.field).toBe('file');
  });

  it('no manifest; a manifest naming no SCO; a SCO whose page is missing', async () => {
    const { 'imsmanifest.xml': manifest, ...pages } = scorm;
    expect((await refused(zipOf(pages))).message).toMatch(/imsmanifest\.xml/);
    const asset = new TextDecoder().decode(manifest).replace('adlcp:scormtype="sco"', 'adlcp:scormtype="asset"');
    expect((await refused(zipOf({ ...pages, 'imsmanifest.xml': new TextEncoder().encode(asset) }))).message).toMatch(
      /SCO/,
    );
    const { 'index.html': _page, ...noPage } = scorm;
    expect((await refused(zipOf(noPage))).message).toContain('index.html');
  });

  it('an H5P package without its content or its main library', async () => {
    const h5p = fixtureFiles('h5p');
    const { 'content/content.json': _content, ...noContent } = h5p;
    expect((await refused(zipOf(noContent), 'x.h5p')).message).toMatch(/content\/content\.json/);
    const { 'ESC.Button-1.0/library.json': _library, ...noLibrary } = h5p;
    expect((await refused(zipOf(noLibrary), 'x.h5p')).message).toContain('ESC.Button');
  });

  it('a form without a title, or naming a class instead of a chapter', async () => {
    expect((await refused(fixtureZip('scorm12'), 'a.zip', { title: '' })).errors[0]!.field).toBe('title');
    const admin = await uploadPackage(t, w.tokens.platformEditor, fields({ syllabus_id: String(CLASS_10) }), {
      name: 'a.zip',
      data: fixtureZip('scorm12'),
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().errors[0].field).toBe('syllabus_id');
  });

  it('answers in the reader’s language', async () => {
    const data = zipOf({ 'a.exe': new Uint8Array(1) });
    const { payload, headers } = multipartBody(fields(), {
      field: 'file',
      name: 'a.zip',
      type: 'application/zip',
      data,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/packages',
      payload,
      headers: { ...headers, authorization: `Bearer ${w.tokens.teacher}`, 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('अनुमति नहीं');
  });

  it('stores nothing of a refused package', async () => {
    const before = await t.db
      .selectFrom('content_packages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await refused(zipOf({ ...scorm, 'tool.exe': new Uint8Array(1) }));
    const after = await t.db
      .selectFrom('content_packages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('a hostile package is refused or its danger neutralised', () => {
  const scorm = fixtureFiles('scorm12');
  const manifestWith = (from: string, to: string) =>
    new TextEncoder().encode(new TextDecoder().decode(scorm['imsmanifest.xml']).replace(from, to));
  const launched = async (files: Record<string, Uint8Array>) => {
    const added = await asTeacher(zipOf(files));
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.content_id as number;
    const res = await call(t.app, 'GET', `/api/content/packages/${id}/launch`, { token: w.tokens.student });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.launch_url as string;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['a SCO page one folder above the package', 'href="index.html">', 'href="../index.html">', '../index.html'],
    ['a SCO page on another site', 'href="index.html">', 'href="https://evil.example/sco.html">', 'evil.example'],
  ])('a manifest launching %s is refused', async (_what, from, to, named) => {
    const res = await asTeacher(zipOf({ ...scorm, 'imsmanifest.xml': manifestWith(from, to) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('file');
    expect(res.json().message).toContain(named);
  });

  it('a script from outside the package does not run: the page may load scripts of this server only, and a path out of the package finds nothing', async () => {
    const page = new TextEncoder().encode(
      '<html><head><script src="https://evil.example/steal.js"></script>' +
        '<script src="../../../../steal.js"></script></head><body>Lesson</body></html>',
    );
    const url = await launched({ ...scorm, 'index.html': page });
    const launch = await get(url);
    expect(launch.statusCode).toBe(200);
    const scriptSources = /script-src ([^;]*);/.exec(launch.headers['content-security-policy'] as string)![1]!;
    // Only this server's own address and 'self' (the runtime and the package's own files).
    expect(scriptSources.split(' ').filter((s) => s.startsWith('http'))).toEqual(['http://localhost:80']);
    expect(scriptSources).not.toMatch(/\*|https:(?!\/)|evil/);
    const outside = new URL('../../../../steal.js', `http://localhost${url}`).pathname;
    expect((await get(outside)).statusCode).toBe(404);
    const besideGrant = new URL('../steal.js', `http://localhost${url}`).pathname;
    expect((await get(besideGrant)).statusCode).toBe(404);
  });

  it('an SVG with a script is served as an image that runs nothing', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.postMessage("stolen", "*")</script>' +
        '<circle r="4" onload="alert(1)"/></svg>',
    );
    const url = await launched({ ...scorm, 'picture.svg': svg });
    const res = await get(url.replace(/index\.html$/, 'picture.svg'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = res.headers['content-security-policy'] as string;
    // A sandbox without allow-scripts, and no source a script could come from.
    expect(csp).toMatch(/^sandbox;/);
    expect(csp).not.toContain('allow-scripts');
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("default-src 'none'");
  });
});

describe('who may add', () => {
  it('a school’s teacher may add straight to the school’s own rack, as its content sits there', async () => {
    const res = await uploadPackage(t, w.tokens.teacher, fields({ syllabus_id: String(SCHOOL_RACK) }), {
      name: 'a.zip',
      data: fixtureZip('scorm12'),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('another school’s teacher finds no such chapter (404)', async () => {
    const res = await uploadPackage(t, w.tokens.otherTeacher, fields(), { name: 'a.zip', data: fixtureZip('scorm12') });
    expect(res.statusCode).toBe(404);
  });

  it('a learner may not upload (403), nor a guest without a token (401)', async () => {
    const data = fixtureZip('scorm12');
    expect((await uploadPackage(t, w.tokens.student, fields(), { name: 'a.zip', data })).statusCode).toBe(403);
    expect((await uploadPackage(t, undefined, fields(), { name: 'a.zip', data })).statusCode).toBe(401);
  });

  it('a school’s teacher may not add to the platform’s chapter (403); a platform editor may', async () => {
    const data = fixtureZip('scorm12');
    const platform = fields({ syllabus_id: String(w.platformChapterId) });
    expect((await uploadPackage(t, w.tokens.teacher, platform, { name: 'a.zip', data })).statusCode).toBe(403);
    const res = await uploadPackage(t, w.tokens.platformEditor, platform, { name: 'a.zip', data });
    expect(res.statusCode, res.body).toBe(200);
  });
});
