import { HealthData, PlatformModeData } from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../platform/http/envelope.js';
import type { PlatformModeService } from './platform-mode.service.js';

/** Platform calls; mounted under /api. */
export function registerPlatformRoutes(parent: FastifyInstance, { mode }: { mode: PlatformModeService }): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Guest-allowed: probes call it without a token, and it reports how a sent token was read.
  app.get(
    '/platform/health',
    {
      config: { guard: 'guest', scope: 'none' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness, and how the server read the token',
        response: responses(HealthData),
      },
    },
    async (request) =>
      ok({ status: 'ok' as const, signed_in: !!request.auth && !request.auth.guest, guest: !!request.auth?.guest }),
  );

  // Guest-allowed: the sign-in screen asks before anyone has signed in.
  app.get(
    '/platform/mode',
    {
      config: { guard: 'guest', scope: 'none' },
      schema: {
        tags: ['platform'],
        summary: 'Demo or production: the payment provider, and the demo accounts (demo only)',
        description:
          'demo (`npm start`): the seeded world, its accounts listed for the sign-in screen, the test payment provider. production (APP_MODE=production or NODE_ENV=production): no accounts listed, payments through Razorpay, or payment_provider null when its keys are not set.',
        response: responses(PlatformModeData),
      },
    },
    async () => ok(mode.modeInfo()),
  );
}
