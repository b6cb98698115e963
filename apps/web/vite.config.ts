import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './build/bundle-budget.plugin';
import { deferredStyles } from './build/deferred-styles.plugin';
import { precompress } from './build/precompress.plugin';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|clsx)[\\/]|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Button|Text|Group|Stack|Paper|Loader|CloseButton|ThemeIcon|Title|Card|Skeleton|Anchor|Center|Burger|Box|UnstyledButton))[\\/]/;

const SYLLABUS_SCREENS =
  /src[\\/]features[\\/]syllabus[\\/](?!index\.ts|first-screen\.ts|utils[\\/]syllabus-paths|utils[\\/]study-paths|utils[\\/]subject-presentation)/;

/** The languages the app has words for: English and each frame.<code>.strings.ts (src/app/i18n). */
function appLanguages(): string[] {
  const files = readdirSync(new URL('./src/app/i18n/', import.meta.url));
  return ['en', ...files.flatMap((f) => /^frame\.([\w-]+)\.strings\.ts$/.exec(f)?.[1] ?? [])];
}

export default defineConfig({
  plugins: [
    react(),
    bundleBudget({ routeModule: 'student-dashboard.route.tsx', maxKb: 150, languages: appLanguages() }),
    deferredStyles(),
    VitePWA({
      // Our own worker (src/sw/sw.ts) with Workbox's precaching: it also shows pushes, keeps media and
      // caches the API's reads per person, which a generated worker cannot.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by lib/service-worker.app.ts (workbox-window), after the first screen has drawn.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'ESC+ learning',
        short_name: 'ESC+',
        description: 'Learning, practice and tests for students, parents, teachers and schools.',
        lang: 'en',
        dir: 'ltr',
        // The app opens each role's own dashboard from / (the router sends a person there).
        start_url: '/?source=app',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1c5bb8',
        background_color: '#ffffff',
        categories: ['education'],
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell and every chunk of this build (the compressed copies are the same files).
        globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
        // Not the words of the languages but English nor the scripts' fonts: each is kept when first
        // used (src/sw/language-assets.sw.ts matches the same names).
        globIgnores: [
          '**/*.{br,gz}',
          ...appLanguages()
            .filter((code) => code !== 'en')
            .map((code) => `**/*.${code}.strings-*.js`),
          '**/noto-*',
          '**/{devanagari,bengali,tamil,arabic}-[0-9][0-9][0-9]-*.css',
        ],
        // pdf.js's worker is the largest file, needed for PDFs offline.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Vite names assets by their content: the name is the revision, and the worker stays small.
        dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
      },
    }),
    precompress(),
  ],
  build: {
    // Every browser the app supports preloads modules itself: no polyfill in the first screen's code.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every screen runs on, in one chunk: React, the router, i18n, TanStack Query and
          // Mantine's core (not its components). Fewer, larger chunks load sooner on a slow link
          // and weigh less than many small ones (each repeats its imports).
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // The syllabus screens open one another: one chunk for them all (not what the app's
            // frame imports: the lazy index and the paths).
            { name: 'syllabus', test: SYLLABUS_SCREENS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    // happy-dom rather than jsdom: the same screens and queries at two thirds of the CPU (150 -> 90 CPU-s
    // for the web suite on the 2-core machine). The file that needs a script element to stay loading
    // asks for jsdom itself (checkout-providers.test.tsx).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // Screens load their code on demand and a test DOM is slow on the 2-core CI machine: a screen test
    // waits for what a person would see, so it gets the server suite's time.
    testTimeout: 20_000,
    // One test DOM and one module registry per worker, not per file: setting it up and importing React,
    // Mantine and the app again for each of about a hundred files took three quarters of the web run.
    // What the app keeps in module state is cleared after each test (src/test/setup.ts).
    isolate: false,
    // After the server's, domain's and contracts' files, not beside them: run together, the two kinds of
    // worker took 193 s and 333 CPU-s on the 2-core machine; one after the other, 172 s and 290 CPU-s.
    sequence: { groupOrder: 1 },
  },
});
