import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {};
