import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {};
