// Renders the app's icons for the web app manifest from its mark (apps/web/public/favicon.svg):
// 192 and 512 px squares with rounded corners, and a 512 px "maskable" one whose mark sits inside the
// safe zone (the inner 80 %) on a full-bleed background, as Android crops it to its own shape.
// Run again after changing the mark: node scripts/make-app-icons.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const pub = new URL('../apps/web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', pub));

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(new URL(`pwa-${size}.png`, pub).pathname);
}

const inner = Math.round(512 * 0.7);
const centred = await sharp(mark, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1c5bb8' } })
  .composite([{ input: centred, gravity: 'centre' }])
  .png()
  .toFile(new URL('maskable-512.png', pub).pathname);
console.log('icons written to apps/web/public');
