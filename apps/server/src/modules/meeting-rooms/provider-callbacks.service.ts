import type { ProviderCallbackData } from '@esc/contracts';
import { machineRefusal } from '../../platform/errors/app-error.js';
import type { createBbbCallbackReader, BbbDelivery } from './bbb-callbacks.js';
import { iso, type MeetingRoomsPorts } from './meeting-rooms-ports.js';
import type { MeetingRoomsRepository } from './meeting-rooms.repository.js';
import { asUuid, type RoomEvent, type VisitPerson, type VisitTold } from './room-events.js';
import type { createZoomWebhookReader, ZoomDelivery } from './zoom-webhooks.js';

// The provider callback (calls-chosen.tsv: POST /live-class/provider/{provider}/callback): each
// delivery is verified by its provider's reader (a bad signature: 401, nothing stored), then applied
// once by its event id: visits become the class's room visits, a meeting's end closes the class as
// completed, a recording is handed to the recordings module. Every effect is idempotent and the event
// is stored after it, so a delivery that failed halfway is applied whole by the provider's retry, and
// a repeat of one that was stored answers 200 and does nothing.

export interface CallbackDelivery extends BbbDelivery, ZoomDelivery {}

export type ProviderCallbackAnswer = ProviderCallbackData & { plainToken?: string; encryptedToken?: string };

type Outcome = ProviderCallbackData['outcome'];

export type ProviderCallbacks = ReturnType<typeof createProviderCallbacks>;

export function createProviderCallbacks(
  deps: Pick<MeetingRoomsPorts, 'clock' | 'log' | 'recordings' | 'closing' | 'classes'> & {
    rooms: MeetingRoomsRepository;
    bbb: ReturnType<typeof createBbbCallbackReader> | null;
    zoom: ReturnType<typeof createZoomWebhookReader> | null;
    /** Zoom attendees are registered as <uuid>@<this domain>. */
    zoomRegistrantDomain: string | null;
  },
) {
  const { rooms, clock, log } = deps;

  /** Our uuid of a person a provider names: theirs, their Zoom registrant's, or their registrant email's. */
  async function uuidOf(person: VisitPerson): Promise<string | null> {
    if (person.uuid) return person.uuid;
    if (person.registrantId) {
      const registered = await rooms.registrantById('zoom', person.registrantId);
      if (registered) return registered.uuid;
    }
    const [local, domain] = (person.email ?? '').toLowerCase().split('@');
    return domain && domain === deps.zoomRegistrantDomain?.toLowerCase() ? asUuid(local) : null;
  }

  async function applyVisits(schId: number, provider: string, mode: 'whole' | 'join' | 'leave', told: VisitTold[]) {
    // Only the class's own people: a provider may tell of anyone in the room (a shared link, a guest).
    const members = await deps.classes.roomMembersOf(schId);
    const known: (VisitTold & { uuid: string })[] = [];
    for (const visit of told) {
      const uuid = await uuidOf(visit.person);
      if (uuid && members.has(uuid)) known.push({ ...visit, uuid });
    }
    const row = (v: (typeof known)[number]) => ({ sch_id: schId, uuid: v.uuid, provider, visit_key: v.key });
    if (mode === 'whole') {
      await rooms.addVisits(known.map((v) => ({ ...row(v), joined_at: v.joinedAt, left_at: v.leftAt })));
    } else {
      for (const v of known) {
        if (mode === 'join' && v.joinedAt) await rooms.recordJoin({ ...row(v), joined_at: v.joinedAt, left_at: null });
        if (mode === 'leave' && v.leftAt) await rooms.recordLeave({ ...row(v), joined_at: null, left_at: v.leftAt });
      }
    }
    return known.length > 0 ? 'applied' : 'ignored';
  }

  async function apply(
    provider: string,
    event: Exclude<RoomEvent, { kind: 'validation' | 'premature' }>,
    schId: number,
  ) {
    switch (event.kind) {
      case 'visits':
        return applyVisits(schId, provider, event.mode, event.visits);
      case 'ended':
        await deps.closing.closeEndedRoom(schId);
        return 'applied';
      case 'recording':
        if (!event.recording) return 'ignored';
        await deps.recordings.addProviderRecording({ sch_id: schId, provider, ...event.recording });
        return 'applied';
      default:
        return 'ignored';
    }
  }

  async function read(provider: string, delivery: CallbackDelivery): Promise<RoomEvent> {
    if (provider === 'bbb' && deps.bbb) return deps.bbb.read(delivery);
    if (provider === 'zoom' && deps.zoom) return deps.zoom.read(delivery);
    throw machineRefusal('NOT_FOUND', `This server takes no ${provider} callbacks.`);
  }

  async function receive(provider: string, delivery: CallbackDelivery): Promise<ProviderCallbackAnswer> {
    const event = await read(provider, delivery);
    const answer = (fields: Omit<ProviderCallbackData, 'provider'>) => ({ provider, ...fields });
    if (event.kind === 'validation') {
      const { plainToken, encryptedToken } = event;
      return {
        ...answer({ event: 'endpoint.url_validation', event_id: null, outcome: 'ignored', duplicate: false }),
        plainToken,
        encryptedToken,
      };
    }
    if (event.kind === 'premature') {
      return answer({ event: event.type, event_id: null, outcome: 'ignored', duplicate: false });
    }
    const seen = await rooms.eventById(event.eventId);
    if (seen) {
      const outcome = seen.outcome as Outcome;
      return answer({ event: seen.event_type, event_id: seen.event_id, outcome, duplicate: true });
    }
    const live = event.roomRef ? await deps.classes.byRoom(provider, event.roomRef) : undefined;
    let outcome: Outcome;
    if (live) outcome = await apply(provider, event, live.sch_id);
    else if (event.kind === 'other') outcome = 'ignored';
    else {
      // A meeting of the same account made elsewhere, or a class deleted since: told, kept, not applied.
      log.warn(
        { provider, event: event.type, room: event.roomRef },
        'a provider callback names a room this server did not make',
      );
      outcome = 'unknown-room';
    }
    const stored = await rooms.insertEvent({
      event_id: event.eventId,
      provider,
      event_type: event.type,
      sch_id: live?.sch_id ?? null,
      outcome,
      received_at: iso(clock()),
    });
    return answer({ event: event.type, event_id: event.eventId, outcome, duplicate: !stored });
  }

  return { receive };
}
