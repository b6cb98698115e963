import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES } from '../modules/modules.js';
import { PLATFORM_LAYER_REGISTRY } from '../platform/privacy/platform-layer.personal-data.js';
import { renderRegistryPage } from '../platform/privacy/registry-page.js';

// npm run docs:personal-data: writes docs/personal-data.md from the modules' declarations.
const page = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/personal-data.md');
writeFileSync(page, renderRegistryPage([...MODULES, ...PLATFORM_LAYER_REGISTRY]));
console.log(`wrote ${path.relative(process.cwd(), page)}`);
