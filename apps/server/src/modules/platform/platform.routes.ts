import { HealthData } from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../platform/http/envelope.js';

/** Platform calls; mounted under /api. */
export function registerPlatformRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Guest-allowed: probes call it without a token, and it reports how a sent token was read.
  app.get(
    '/platform/health',
    {
      config: { guard: 'guest' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness, and how the server read the token',
        response: responses(HealthData),
      },
    },
    async (request) =>
      ok({ status: 'ok' as const, signed_in: !!request.auth && !request.auth.guest, guest: !!request.auth?.guest }),
  );
}
