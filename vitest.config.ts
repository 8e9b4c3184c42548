import { defineConfig } from 'vitest/config';

/**
 * Unit tests: `*.test.ts` run in Node (framework-free cores, server via inject()),
 * `*.test.tsx` run in jsdom (React components). e2e/ belongs to Playwright.
 */
export default defineConfig({
  define: { __ARENA_BUILD_LABEL__: JSON.stringify('test') },
  test: {
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
