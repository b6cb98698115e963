import type { Catalogue } from '../catalogue-types.js';
import type { media as english } from './media.errors.js';

export const media: Catalogue<typeof english> = {};
