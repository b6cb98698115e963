import type { Catalogue } from '../catalogue-types.js';
import type { liveClasses as english } from './live-classes.errors.js';

export const liveClasses: Catalogue<typeof english> = {};
