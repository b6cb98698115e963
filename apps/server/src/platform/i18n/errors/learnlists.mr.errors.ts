import type { Catalogue } from '../catalogue-types.js';
import type { learnlists as english } from './learnlists.errors.js';

export const learnlists: Catalogue<typeof english> = {};
