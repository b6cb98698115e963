import type { Db } from '../../db/database.js';
import { createBbbCallbackReader } from './bbb-callbacks.js';
import type { LiveClassClosing } from './live-class-close.job.js';
import { createLiveAttendance } from './live-attendance.service.js';
import type { LiveDeps, ProviderRecordings } from './live-ports.js';
import type { VisitSource } from './live-presence.service.js';
import { createLiveRoomsRepository } from './live-rooms.repository.js';
import { createBbbRooms } from './meeting-rooms-bbb.js';
import { createMeetingRooms, linkRooms, type MeetingRoomProvider } from './meeting-rooms.js';
import { createZoomRooms } from './meeting-rooms-zoom.js';
import { createProviderCallbacks } from './provider-callbacks.service.js';
import { createRoomVisits } from './room-visits.service.js';
import { createZoomApi } from './zoom-api.js';
import { createZoomUsers } from './zoom-users.service.js';
import { createZoomWebhookReader } from './zoom-webhooks.js';

export type RoomProviders = ReturnType<typeof createRoomProviders>;
export type RoomServices = ReturnType<typeof createRoomServices>;

/**
 * The meeting-room providers this server has: the pasted link always; BigBlueButton and Zoom when
 * their settings are configured (docs/meeting-rooms.md).
 */
export function createRoomProviders(deps: LiveDeps, db: Db) {
  const { log, clock } = deps;
  const repo = createLiveRoomsRepository(db);
  const bbbSettings = deps.meetingRooms?.bbb ?? null;
  const zoomSettings = deps.meetingRooms?.zoom ?? null;
  const bbb = bbbSettings ? createBbbRooms(bbbSettings, { log }) : null;
  const zoomApi = zoomSettings ? createZoomApi(zoomSettings, { log, clock }) : null;
  const providers: MeetingRoomProvider[] = [linkRooms];
  if (bbb) providers.push(bbb);
  if (zoomSettings && zoomApi) providers.push(createZoomRooms(zoomSettings, { api: zoomApi, rooms: repo, clock, log }));
  return { repo, bbb, zoomApi, zoomSettings, rooms: createMeetingRooms(providers) };
}

/** The provider callbacks, room visits, live attendance and Zoom users, over the providers. */
export function createRoomServices(
  deps: LiveDeps & { recordings: ProviderRecordings },
  providers: RoomProviders,
  closing: Pick<LiveClassClosing, 'closeEndedRoom'>,
) {
  const { repo, bbb, zoomApi, zoomSettings, rooms } = providers;
  const visits = createRoomVisits({ rooms: repo, providers: rooms });
  const secretToken = zoomSettings?.webhookSecretToken ?? null;
  const callbacks = createProviderCallbacks({
    ...deps,
    rooms: repo,
    closing,
    bbb: bbb ? createBbbCallbackReader(bbb, deps.clock) : null,
    zoom: secretToken ? createZoomWebhookReader({ secretToken, clock: deps.clock }) : null,
    zoomRegistrantDomain: zoomSettings?.registrantEmailDomain ?? null,
  });
  return {
    visits,
    callbacks,
    liveAttendance: createLiveAttendance({ ...deps, visits }),
    zoomUsers: createZoomUsers({ ...deps, api: zoomApi }),
  };
}

/**
 * The register's live attendance reads the visits of the providers that tell leaves (BigBlueButton,
 * Zoom), judged by the school's share; a pasted link's joins count as present.
 */
export function visitSourcesOf(providers: RoomProviders, services: RoomServices): Record<string, VisitSource> {
  const telling = providers.rooms.names.filter((name) => providers.rooms(name).reportsLeaves);
  return Object.fromEntries(
    telling.map((name): [string, VisitSource] => [
      name,
      { joinsOnly: false, visitsOf: (classes) => services.visits.visitsOf(classes.map((c) => c.sch_id)) },
    ]),
  );
}
