import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bundleBudget } from './build/bundle-budget.plugin';

export default defineConfig({
  plugins: [react(), bundleBudget({ routeModule: 'student-dashboard.route.tsx', maxKb: 200 })],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
  },
});
