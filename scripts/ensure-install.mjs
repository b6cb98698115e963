// Installs the workspace's packages when they are missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh checkout. Plain Node: it runs before any package exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing packages (first run: about two minutes, the SQLite driver compiles from source)...');
  // better-sqlite3 has no prebuilt download here: it builds against the system's Node headers.
  execSync('npm ci --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
  });
}

// Debian's ffmpeg and ffprobe: uploads are probed and transcoded with them, the demo media is made with them.
execSync('bash scripts/ensure-ffmpeg.sh', { cwd: root, stdio: 'inherit' });
