import type { Catalogue } from '../catalogue-types.js';
import type { papers as english } from './papers.errors.js';

export const papers: Catalogue<typeof english> = {};
