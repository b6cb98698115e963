import { isStaff } from '@esc/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { defineModule } from '../module-map.js';
import { meetingRoomsPersonalData } from './meeting-rooms.personal-data.js';
import type { MeetingRoomsPorts } from './meeting-rooms-ports.js';
import { createMeetingRoomsPolicy, type RoomTeacher } from './meeting-rooms.policy.js';
import { createMeetingRoomsRepository } from './meeting-rooms.repository.js';
import { registerMeetingRoomRoutes } from './meeting-rooms.routes.js';
import { createRoomProviders, createRoomServices } from './meeting-rooms.wiring.js';

export type MeetingRoomsServices = ReturnType<typeof createMeetingRoomsServices>;

/**
 * The meeting-rooms module: the providers of classes' rooms (the pasted link, BigBlueButton and Zoom
 * where configured), their verified callbacks, each person's visits of a room, and Zoom users.
 * Classes come from the live-classes module, which reads the providers and visits through its point.
 */
export function createMeetingRoomsServices(ports: MeetingRoomsPorts & { db: Db }) {
  const repo = createMeetingRoomsRepository(ports.db);
  const policy = createMeetingRoomsPolicy(async (uuids) => {
    const [people, placements] = await Promise.all([
      ports.directory.people(uuids),
      ports.directory.placementsOf(uuids),
    ]);
    // Everyone asked is answered (their own Zoom user needs no lookup); someone unknown is no teacher.
    return new Map(
      uuids.map((uuid): [string, RoomTeacher] => {
        const person = people.find((p) => p.uuid === uuid);
        return [
          uuid,
          {
            uuid,
            staff: person !== undefined && isStaff(person.user_type_id),
            schoolIds: placements.filter((p) => p.user_uuid === uuid).map((p) => p.school_id),
          },
        ];
      }),
    );
  });
  const providers = createRoomProviders(ports, repo);
  const rooms = createRoomServices(ports, providers, policy);
  return {
    /** The providers this server has, by name ('link' first). */
    providers: providers.rooms,
    ...rooms,
    policy,
  };
}

export const meetingRoomsModule = defineModule({
  name: 'meeting-rooms',
  purpose:
    'The rooms of live classes from their providers (pasted link, BigBlueButton, Zoom): their verified callbacks ' +
    'and webhooks, each person’s visits of a room, and Zoom users for teachers.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes'],
    'live-classes': ['classes', 'closing', 'rooms'],
    recordings: ['providerRecordings'],
  },
  offers: [],
  fills: ['live-classes.rooms:providers', 'live-classes.rooms:visits'],
  publishes: [],
  handles: [],
  tables: ['live_provider_events', 'live_room_visits', 'live_room_registrants'],
  personalData: meetingRoomsPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const classes = needs['live-classes'];
    const services = createMeetingRoomsServices({
      db: platform.db,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      classes: classes.classes,
      closing: classes.closing,
      recordings: needs.recordings.providerRecordings,
      meetingRooms: { bbb: platform.config.bbb ?? null, zoom: platform.config.zoom ?? null },
    });
    classes.rooms.provide('providers', services.providers);
    classes.rooms.provide('visits', services.visits);
    return {
      services,
      policy: services.policy,
      routes: (api: FastifyInstance) => registerMeetingRoomRoutes(api, services),
    };
  },
});
