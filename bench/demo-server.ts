import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server with a fresh demo world, for the browser benchmarks (lighthouse, slow link).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Debian's chromium, headless, kept off the (closed) network (TOOLCHAIN.md); its headless shell (what
 * the journeys use, scripts/ensure-chromium.sh) where the full browser is not installed.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts apps/server/src/main.ts on `port` over a new data folder (seeded with the demo world).
 * BENCH_SERVER_NODE_ARGS adds node's own flags to the server alone (e.g. `--cpu-prof`, which node
 * refuses in NODE_OPTIONS).
 */
export async function startDemoServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'esc-bench-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/platform/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}
