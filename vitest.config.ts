import { defineConfig } from 'vitest/config';

/**
 * Unit tests: `*.test.ts` run in Node (framework-free cores, server via inject()),
 * `*.test.tsx` run in jsdom (React components). e2e/ belongs to Playwright.
 */
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
          include: ['{shared-libs,root-config,shell,mfe,ops,server,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'dist/**'],
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
