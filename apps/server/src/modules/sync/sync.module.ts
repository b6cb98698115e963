import { defineModule } from '../module-map.js';
import { registerSyncRoutes } from './sync.routes.js';
import { createSyncService } from './sync.service.js';

export type SyncServices = ReturnType<typeof createSyncServices>;

export function createSyncServices() {
  return { sync: createSyncService() };
}

/**
 * The sync module: the outbox's writes after a time offline, many in one request.
 * It owns no table and needs no other module: each entry goes through the server's own route for it.
 */
export const syncModule = defineModule({
  name: 'sync',
  purpose:
    'The outbox’s queued writes in one request: each entry run through its own route as the caller, answered per entry.',
  needs: {},
  offers: [],
  fills: [],
  publishes: [],
  handles: [],
  tables: [],
  jobs: [],
  build() {
    const services = createSyncServices();
    return { services, routes: (api) => registerSyncRoutes(api, services) };
  },
});
