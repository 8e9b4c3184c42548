import { defineConfig } from 'vitest/config';

/**
 * Unit tests: `*.test.ts` run in Node (framework-free cores, server via inject()),
 * `*.test.tsx` run in jsdom (React components). e2e/ belongs to Playwright.
 */
/** Server tests that mock a module: they need a module graph of their own. */
const MOCKING_SERVER_TESTS = ['server/src/api/limits/limit-rate-missing.test.ts', 'server/src/api/db/repositories/money-round-trip.test.ts'];

export default defineConfig({
  define: { __ARENA_BUILD_LABEL__: JSON.stringify('test') },
  test: {
    // One test file per core (vitest's default leaves one core to the main process, so CI ran on one):
    // every test that serves or writes uses port 0 and its own temporary folder, so files run side by side.
    maxWorkers: '100%',
    // The process tests serve a built site: build it once, before the workers start (scripts/testing/).
    globalSetup: ['scripts/testing/unit-global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{shared-libs,root-config,shell,mfe,ops}/**/*.test.ts', ...MOCKING_SERVER_TESTS],
          exclude: ['**/node_modules/**', 'dist/**'],
        },
      },
      {
        extends: true,
        test: {
          // Server and script tests share their workers' module graph (isolate: false): each file imported the
          // whole backend again (seconds of CPU a file), and none of them mocks modules or keeps module state
          // between files (the one that mocks a module runs isolated, in 'node').
          name: 'server',
          environment: 'node',
          isolate: false,
          // The host's server render (issue 26) loads each module's server build through Node's own
          // resolution hooks, which do not apply inside the test runner's module graph (a half-resolved
          // runtime there left requests open and made a host's close time out). Its tests use fake
          // runtimes and a child process (server/src/host/render/); e2e runs the real host.
          env: { ARENA_SSR: 'off' },
          // The API tests log the seed users in hundreds of times a worker: one scrypt per salt and password (why there).
          setupFiles: ['scripts/testing/scrypt-memo.ts'],
          include: ['{server,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'dist/**', ...MOCKING_SERVER_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{shared-libs,root-config,shell,mfe,ops}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'dist/**'],
        },
      },
    ],
  },
});
