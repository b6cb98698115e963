import type { Catalogue } from '../catalogue-types.js';
import type { institutes as english } from './institutes.errors.js';

export const institutes: Catalogue<typeof english> = {};
