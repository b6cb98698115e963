import type { Catalogue } from '../catalogue-types.js';
import type { questionBank as english } from './question-bank.errors.js';

export const questionBank: Catalogue<typeof english> = {};
