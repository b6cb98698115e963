import path from 'node:path';
import {
  bundleServer,
  packagesImported,
  serverDependencies,
  SERVER_DIST,
  undeclaredPackages,
} from '../build/server.bundler.js';

/**
 * `npm run build -w apps/server` (part of the root `npm run build`): compiles the server into
 * apps/server/dist, then fails if the bundle imports a package that apps/server/package.json does not
 * list under dependencies, which a production install (npm ci --omit=dev) would not have.
 *
 * Run it: NODE_ENV=production node apps/server/dist/main.js
 */
const started = performance.now();
const metafile = await bundleServer();
const missing = undeclaredPackages(metafile, serverDependencies());
if (missing.length > 0) {
  console.error(
    `The server's bundle imports packages that apps/server/package.json does not list under dependencies: ` +
      `${missing.join(', ')}. A production install would not have them: add them to the server's dependencies.`,
  );
  process.exit(1);
}
const kilobytes = Math.round(
  Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0) / 1024,
);
console.log(
  `Server built into ${path.relative(process.cwd(), SERVER_DIST) || '.'} in ${Math.round(performance.now() - started)} ms ` +
    `(${kilobytes} KB of JavaScript); it imports ${packagesImported(metafile).length} installed packages, ` +
    `all among the server's dependencies.`,
);
