export * from './call-spec.js';
export * from './call-types.js';
export { calls, findCall, type CallKey, type Calls, type FoundCall } from './call-registry.js';
export { checkAnswer, checkRequest, type CallAnswer, type CallRequest } from './call-check.js';
