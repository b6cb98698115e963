import type { Catalogue } from '../catalogue-types.js';
import type { notifications as english } from './notifications.errors.js';

export const notifications: Catalogue<typeof english> = {};
