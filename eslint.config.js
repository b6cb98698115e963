import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noStatusLiteral from './eslint-rules/no-status-literal.js';

// A feature is reached through its index.ts (its screens) or its first-screen.ts (its paths and the
// parts the app's frame and dashboards show, kept free of screen loaders).
const featuresApart = {
  group: ['**/features/*/**', '!./**', '!**/features/*/first-screen'],
  message: 'Features do not import each other; move shared pieces to components/ or lib/.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cluster/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The specs' states are named enums in packages/domain: server and web code use the names, not
    // the numbers. Tests and their helpers may write the spec's numbers.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { local: { rules: { 'no-status-literal': noStatusLiteral } } },
    rules: { 'local/no-status-literal': 'error' },
  },
  {
    // A journey's people browse in the worker's kept tabs (e2e/tests/support/journey-test.ts).
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/support/journey-test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'browser', property: 'newContext', message: 'Open another person with people.open().' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [featuresApart] }],
    },
  },
  {
    // The service worker runs in the browser's worker scope, built from src/sw (vite-plugin-pwa).
    files: ['apps/web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Screens and components call the API through `api` (lib/api.ts), typed from the call table; the
    // client by path stays inside lib/ (and the tests that exercise it).
    files: ['apps/web/src/{app,features,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featuresApart,
            {
              group: ['**/lib/api-client', '**/lib/api-client.app'],
              message: 'Call the API with api.call(...) from lib/api: typed from the call table.',
            },
          ],
        },
      ],
    },
  },
);
