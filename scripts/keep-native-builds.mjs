// Keeps the SQLite driver's compiled binary where its installer looks for a downloaded one.
//
// better-sqlite3 installs with prebuild-install, which fetches a prebuilt binary from GitHub and keeps
// it in npm's cache (~/.npm/_prebuilds); where GitHub cannot be reached (these machines) it compiles
// SQLite from source instead, a minute of one core on every clean install, CI's included. After an
// install this script packs the binary it compiled as prebuild-install would have downloaded it, so
// the next install on this machine unpacks it. The cache entry's name carries the driver's version
// and Node's ABI, so a new version or another Node compiles again. It never fails an install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const packageDir = path.resolve('node_modules/better-sqlite3');
const binary = path.join(packageDir, 'build/Release/better_sqlite3.node');

function cachedPrebuild() {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  // prebuild-install's own naming (its util.cachedPrebuild): a digest of the download address, then the file.
  const url = `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/${file}`;
  const digest = createHash('sha512').update(url).digest('hex').slice(0, 6);
  const cache = process.env.npm_config_cache || path.join(homedir(), '.npm');
  return path.join(cache, '_prebuilds', `${digest}-${file.replace(/[^a-zA-Z0-9.]+/g, '-')}`);
}

try {
  if (existsSync(binary)) {
    const target = cachedPrebuild();
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      execFileSync('tar', ['-czf', temp, '-C', packageDir, 'build/Release/better_sqlite3.node']);
      renameSync(temp, target);
      console.log(`kept the compiled SQLite driver for the next install: ${target}`);
    }
  }
} catch (err) {
  console.warn(`the compiled SQLite driver was not kept (${err instanceof Error ? err.message : err})`);
}
