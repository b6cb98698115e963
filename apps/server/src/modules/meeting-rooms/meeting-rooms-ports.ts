import type { FastifyBaseLogger } from 'fastify';
import type { BbbSettings, ZoomSettings } from '../../meeting-room-config.js';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { StaffScopes } from '../institutes/institutes.module.js';
import type { ClassReader, LiveClassClosing } from '../live-classes/live-classes.module.js';
import type { ProviderRecordings } from '../recordings/recordings.module.js';

/** What the meeting-rooms module asks of other modules' services (never their repositories). */
export interface MeetingRoomsPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<DirectoryService, 'people' | 'placementsOf'>;
  scopes: StaffScopes;
  /** The classes whose rooms these are: found by the room a provider names, their times and joins. */
  classes: Pick<ClassReader, 'byRoom' | 'times' | 'joinsOf' | 'roomMembersOf'>;
  /** A provider's "meeting ended" closes the class (the live-classes module's closing). */
  closing: Pick<LiveClassClosing, 'closeEndedRoom'>;
  /** A provider's recording of a class is handed to the recordings module. */
  recordings: ProviderRecordings;
  clock: () => number;
  log: FastifyBaseLogger;
  /** The meeting-room providers configured besides the pasted link (BBB_*, ZOOM_*). */
  meetingRooms?: { bbb?: BbbSettings | null; zoom?: ZoomSettings | null };
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';
