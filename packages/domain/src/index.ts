export * from './constants.js';
export * from './landing.js';
export * from './legacy-paths.js';
export * from './session-policy.js';
export * from './user-types.js';
export * from './catalogue-rules.js';
export * from './progress-completion.js';
export * from './board-visibility.js';
