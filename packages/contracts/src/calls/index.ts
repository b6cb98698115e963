export * from './call-spec.js';
export { calls, findCall, type FoundCall } from './call-registry.js';
