import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  packagesImported,
  SERVER_DIST,
  serverDependencies,
  undeclaredPackages,
} from './server.bundler.js';

// The production build as an operator runs it: compiled once here (about 2 s), then started as
// `NODE_ENV=production node apps/server/dist/main.js` in a child process, from another working
// directory, with only the environment production needs and no TypeScript loader.

const MAIN = path.join(SERVER_DIST, 'main.js');
let metafile: Metafile;

beforeAll(async () => {
  metafile = await bundleServer();
}, 60_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server says it listens; rejects with its output if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ESC platform is running at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the built server exited (${code}) before listening:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the bundle', () => {
  it('imports from node_modules only packages that apps/server/package.json lists under dependencies', () => {
    expect(undeclaredPackages(metafile, serverDependencies())).toEqual([]);
  });

  it('carries our TypeScript packages compiled inside it, and needs no TypeScript loader', () => {
    const imported = packagesImported(metafile);
    expect(imported.filter((name) => name.startsWith('@esc/'))).toEqual([]);
    expect(imported).not.toContain('tsx');
    expect(imported).not.toContain('esbuild');
    // Native addons cannot be bundled: they stay installed packages.
    expect(imported).toEqual(expect.arrayContaining(['better-sqlite3', 'sharp']));
    const runtimeImports = Object.values(metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
    expect(runtimeImports.filter((p) => /\.[cm]?tsx?$/.test(p))).toEqual([]);
  });

  it('reports a package that a production install would not have', () => {
    const imports = [{ path: 'vitest/config', kind: 'import-statement' as const, external: true }];
    const fake = { inputs: {}, outputs: { 'dist/main.js': { bytes: 1, inputs: {}, imports, exports: [] } } };
    expect(undeclaredPackages(fake, { fastify: '5' })).toEqual(['vitest']);
    expect(undeclaredPackages(fake, { vitest: '4' })).toEqual([]);
  });

  it('finds the fonts of PDFs and the text shaper where the bundle looks for them (beside its own file)', () => {
    const fromBundle = createRequire(pathToFileURL(MAIN));
    expect(existsSync(fromBundle.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'))).toBe(
      true,
    );
    expect(existsSync(fromBundle.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))).toBe(true);
  });
});

describe('NODE_ENV=production node apps/server/dist/main.js', () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'esc-prod-build-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Nothing inherited: no NODE_OPTIONS (a loader could hide there), no PATH, no settings of this run.
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_LEVEL: 'warn',
    };
    child = spawn(process.execPath, [MAIN], { cwd: dataDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    await listening(child);
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs on plain node: no flags, no NODE_OPTIONS', () => {
    const argv = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(argv).toEqual([process.execPath, MAIN]);
    const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
    expect(environ.some((line) => line.startsWith('NODE_OPTIONS='))).toBe(false);
  });

  it('answers its health check, in production mode, with nobody seeded', async () => {
    const health = await fetch(`${base}/api/platform/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok');
    const mode = (await (await fetch(`${base}/api/platform/mode`)).json()) as {
      data: { mode: string; demo_accounts: unknown[] };
    };
    expect(mode.data).toMatchObject({ mode: 'production', demo_accounts: [] });
  });

  it('serves the OpenAPI document of its calls', async () => {
    const res = await fetch(`${base}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/platform/health');
  });

  it('writes to its migrated database: a guest session starts', async () => {
    const res = await fetch(`${base}/api/cognito-login-service/auth/guestLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_id: 'production-build-test' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { uuid: string; access_token: string } };
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.access_token.length).toBeGreaterThan(20);
  });

  it("serves the files it reads from installed packages: the H5P player's and the SCORM runtime", async () => {
    const player = await fetch(`${base}/api/content/h5p-player/main.bundle.js`);
    expect(player.status).toBe(200);
    expect(player.headers.get('content-type')).toContain('javascript');
    expect((await player.text()).length).toBeGreaterThan(1000);
    const runtime = await fetch(`${base}/api/content/package-runtime/scorm12`);
    expect(runtime.status).toBe(200);
    const script = await runtime.text();
    // scorm-again's browser build (hundreds of kilobytes) with our bridge after it.
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('window.API = api');
  });

  it('stops cleanly on SIGTERM, as a service manager stops it', async () => {
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  });
});
