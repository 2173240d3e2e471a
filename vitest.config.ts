import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/build/preact-alias';

// One runner for every unit and server test. `npm test` runs all projects;
// the server project alone runs again against PostgreSQL + Redis in CI.
export default defineConfig({
  test: {
    // Server test files spend much of their time waiting (HTTP, the job queue's polling, timers):
    // two files per core keep both cores busy (decision 040). At most 8: each server file holds an
    // embedded database of a few hundred MB in memory.
    maxWorkers: Math.min(availableParallelism() * 2, 8),
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
          // Tests of PostgreSQL itself (several servers on one database) run where one is configured.
          exclude: [
            ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*-redis.test.ts']),
            ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*-postgres.test.ts']),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files of a worker share loaded modules (the app is imported once per worker, not per
          // file); every file still builds its own app and database, and no test mocks a module.
          isolate: false,
          // Migrates and seeds once per run; each file's database starts from a copy (decision 040).
          globalSetup: ['./src/test/global-setup.ts'],
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
        // ES modules, as in the browser: a library's CommonJS build would require React itself.
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'web',
          root: './apps/web',
          alias: preactAliases,
          // The libraries that import React are run through Vite too, so they get Preact as well.
          server: {
            deps: {
              inline: [
                /@tanstack\/react-query/,
                /react-router/,
                /sonner/,
                /react-hook-form/,
                /@hookform/,
              ],
            },
          },
          // The build's own plugins too (build/), beside the app's code.
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          // Files of a worker share the libraries they load (and jsdom), as in the server project;
          // each file still starts with the app's modules evaluated afresh, an empty document and
          // empty storage (fresh-page.ts), and no test mocks a module (decision 040). A fresh
          // worker per file was two thirds of these projects' CPU.
          isolate: false,
          setupFiles: ['./src/test/fresh-page.ts'],
        },
      },
      {
        test: {
          name: 'admin',
          root: './apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['../web/src/test/fresh-page.ts'],
        },
      },
    ],
  },
});
