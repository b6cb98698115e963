import { AccessDecideBody, AccessDecision, HealthData, PlatformModeData } from '../index.js';
import type { CallTable } from './call-spec.js';

/** Health, the platform's mode and the access gate (apps/server modules/platform and access). */
export const platformCalls: CallTable = {
  'GET /platform/health': { data: HealthData },
  'GET /platform/mode': { data: PlatformModeData },
  'POST /access/decide': { body: AccessDecideBody, data: AccessDecision },
};
