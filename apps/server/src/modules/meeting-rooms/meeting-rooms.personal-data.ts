import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type MeetingRoomsTable = 'live_provider_events' | 'live_room_visits' | 'live_room_registrants';

/** What the meeting-rooms module keeps of people (platform/privacy/personal-data.ts). */
export const meetingRoomsPersonalData: PersonalDataOf<MeetingRoomsTable> = {
  live_provider_events: { none: 'the meeting provider’s messages about a room, by its reference' },
  live_room_visits: {
    // Kept: the class's live attendance stays whole.
    people: { uuid: 'keep' },
    purpose: 'When a person was in a live class’s room, from the meeting provider, for attendance.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  live_room_registrants: {
    people: { uuid: 'delete-row' },
    data: { registrant_id: 'their number at the meeting provider', join_url: 'their own link into the room' },
    purpose: 'A person’s place in a live class’s room at the meeting provider.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};
