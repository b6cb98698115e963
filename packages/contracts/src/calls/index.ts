export * from './call-spec.js';
export { calls, findCall, type FoundCall } from './call-registry.js';
export { checkAnswer, checkRequest, type CallAnswer, type CallRequest } from './call-check.js';
