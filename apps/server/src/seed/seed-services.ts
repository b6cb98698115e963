import type { Services } from '../modules/composition-root.js';

/**
 * The modules' services the seed writes through: the ones the composition root built for the server
 * (composition-root.ts), handed in by whoever runs the seed (main.ts, the tests' demo world, the
 * browser journeys' server, the benchmarks). The seed builds no service or repository of its own;
 * the clock is the one the services were built with, the seed's moment by default.
 */
export type SeedServices = Pick<
  Services,
  'clock' | 'attempts' | 'live-classes' | 'recordings' | 'media' | 'attendance'
>;
