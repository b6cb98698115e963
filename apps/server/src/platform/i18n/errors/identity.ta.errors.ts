import type { Catalogue } from '../catalogue-types.js';
import type { identity as english } from './identity.errors.js';

export const identity: Catalogue<typeof english> = {};
