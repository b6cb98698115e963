export * from './common.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './identity.js';
export * from './platform.js';
