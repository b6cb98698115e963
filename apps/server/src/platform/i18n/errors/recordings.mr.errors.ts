import type { Catalogue } from '../catalogue-types.js';
import type { recordings as english } from './recordings.errors.js';

export const recordings: Catalogue<typeof english> = {};
