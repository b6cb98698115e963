import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { RoomsPoint } from './live-classes-ports.js';
import type { MeetingRooms } from './meeting-room-port.js';
import type { VisitSource } from './live-presence.service.js';

/** The providers of the point, looked up when a request or a job asks (the point is filled after this module is built). */
export function roomsOf(point: ExtensionPoint<RoomsPoint>): MeetingRooms {
  const lookup = (name: string) => point.get('providers')(name);
  return Object.defineProperty(lookup, 'names', { get: () => point.get('providers').names }) as MeetingRooms;
}

/**
 * The register's live attendance reads the visits of the providers that tell leaves (BigBlueButton,
 * Zoom), judged by the school's share; a pasted link's joins count as present.
 */
export function visitSourcesOf(point: ExtensionPoint<RoomsPoint>): Record<string, VisitSource> {
  const providers = point.get('providers');
  const telling = providers.names.filter((name) => providers(name).reportsLeaves);
  return Object.fromEntries(
    telling.map((name): [string, VisitSource] => [
      name,
      { joinsOnly: false, visitsOf: (classes) => point.get('visits').visitsOf(classes.map((c) => c.sch_id)) },
    ]),
  );
}
