import { createBbbCallbackReader } from './bbb-callbacks.js';
import type { MeetingRoomsPorts } from './meeting-rooms-ports.js';
import type { MeetingRoomsRepository } from './meeting-rooms.repository.js';
import { createBbbRooms } from './meeting-rooms-bbb.js';
import { createMeetingRooms, linkRooms, type MeetingRoomProvider } from './meeting-rooms.js';
import { createZoomRooms } from './meeting-rooms-zoom.js';
import { createProviderCallbacks } from './provider-callbacks.service.js';
import { createRoomVisits } from './room-visits.service.js';
import { createZoomApi } from './zoom-api.js';
import { createZoomUsers } from './zoom-users.service.js';
import { createZoomWebhookReader } from './zoom-webhooks.js';
import type { MeetingRoomsPolicy } from './meeting-rooms.policy.js';

export type RoomProviders = ReturnType<typeof createRoomProviders>;
export type RoomServices = ReturnType<typeof createRoomServices>;

/**
 * The meeting-room providers this server has: the pasted link always; BigBlueButton and Zoom when
 * their settings are configured (docs/meeting-rooms.md).
 */
export function createRoomProviders(deps: MeetingRoomsPorts, repo: MeetingRoomsRepository) {
  const { log, clock } = deps;
  const bbbSettings = deps.meetingRooms?.bbb ?? null;
  const zoomSettings = deps.meetingRooms?.zoom ?? null;
  const bbb = bbbSettings ? createBbbRooms(bbbSettings, { log }) : null;
  const zoomApi = zoomSettings ? createZoomApi(zoomSettings, { log, clock }) : null;
  const providers: MeetingRoomProvider[] = [linkRooms];
  if (bbb) providers.push(bbb);
  if (zoomSettings && zoomApi) providers.push(createZoomRooms(zoomSettings, { api: zoomApi, rooms: repo, clock, log }));
  return { repo, bbb, zoomApi, zoomSettings, rooms: createMeetingRooms(providers) };
}

/** The provider callbacks, room visits and Zoom users, over the providers. */
export function createRoomServices(deps: MeetingRoomsPorts, providers: RoomProviders, policy: MeetingRoomsPolicy) {
  const { repo, bbb, zoomApi, zoomSettings, rooms } = providers;
  const visits = createRoomVisits({ rooms: repo, classes: deps.classes, providers: rooms });
  const secretToken = zoomSettings?.webhookSecretToken ?? null;
  const callbacks = createProviderCallbacks({
    ...deps,
    rooms: repo,
    bbb: bbb ? createBbbCallbackReader(bbb, deps.clock) : null,
    zoom: secretToken ? createZoomWebhookReader({ secretToken, clock: deps.clock }) : null,
    zoomRegistrantDomain: zoomSettings?.registrantEmailDomain ?? null,
  });
  return {
    visits,
    callbacks,
    zoomUsers: createZoomUsers({ ...deps, api: zoomApi, policy }),
  };
}
