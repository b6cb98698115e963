import type { Catalogue } from '../catalogue-types.js';
import type { commerce as english } from './commerce.errors.js';

export const commerce: Catalogue<typeof english> = {};
