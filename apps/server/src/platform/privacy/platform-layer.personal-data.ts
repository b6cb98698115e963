import { jobQueueRegistry } from './job-queue.personal-data.js';
import { securityEventsRegistry } from './security-events.personal-data.js';
import type { RegistryModule } from './registry-page.js';

/** The platform layer's own tables in the registry, beside the modules' declarations. */
export const PLATFORM_LAYER_REGISTRY: readonly RegistryModule[] = [jobQueueRegistry, securityEventsRegistry];
