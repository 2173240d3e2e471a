import { defineConfig } from 'vitest/config';

// One runner for every unit and server test. `npm test` runs all projects;
// the server project alone runs again against PostgreSQL + Redis in CI.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'games',
          root: './packages/games',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Tests that need a Redis server run where one is configured (CI sets TEST_REDIS_URL).
          exclude: process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // The journeys themselves run in Chromium through e2e/run.ts; these are their helpers' unit tests.
        test: {
          name: 'e2e-support',
          root: './e2e',
          include: ['support/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'admin',
          root: './apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
