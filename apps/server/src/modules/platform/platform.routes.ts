import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { DiskState } from '../../platform/errors/disk-state.js';
import type { PlatformModeService } from './platform-mode.service.js';

/** Platform calls; mounted under /api. */
export function registerPlatformRoutes(
  app: FastifyInstance,
  { mode, disk }: { mode: PlatformModeService; disk: Pick<DiskState, 'isFull'> },
): void {
  // Guest-allowed: probes call it without a token, and it reports how a sent token was read.
  route(
    app,
    'GET /platform/health',
    { tags: ['platform'], summary: 'Liveness, a disk found full, and how the server read the token' },
    async (request) => {
      const full = disk.isFull();
      return ok({
        status: full ? ('degraded' as const) : ('ok' as const),
        disk: full ? ('full' as const) : ('ok' as const),
        signed_in: !!request.auth && !request.auth.guest,
        guest: !!request.auth?.guest,
      });
    },
  );

  // Guest-allowed: the sign-in screen asks before anyone has signed in.
  route(
    app,
    'GET /platform/mode',
    {
      tags: ['platform'],
      summary: 'Demo or production: the payment provider, and the demo accounts (demo only)',
      description:
        'demo (`npm start`): the seeded world, its accounts listed for the sign-in screen, the test payment provider. production (APP_MODE=production or NODE_ENV=production): no accounts listed, payments through Razorpay, or payment_provider null when its keys are not set.',
    },
    async () => ok(mode.modeInfo()),
  );
}
