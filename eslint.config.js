/**
 * Lint for the whole repository (`npm run lint`). Besides typescript-eslint's and React hooks' rules it holds the
 * house's floors, so a wrong import fails here instead of in review:
 *
 *   shared-libs  ←  apps (mfe/*), shell, root-config  ←  host (server)
 *
 * - shared-libs import none of mfe/, shell/, root-config/, server/;
 * - no app imports another app (by relative path or by its @arena/<app> specifier);
 * - the shell imports no app; root-config imports no app, no shell and no React;
 * - nothing under server/ imports browser code (root-config/, shell/, mfe/, ops/);
 * - nothing outside root-config imports root-config/src/ (the route table is @arena/routes);
 * - outside server/ and tests, @arena/contracts (TypeBox schemas) is imported as types only, but for its one door
 *   `@arena/contracts/answer-checks` (money answer checks the build compiles into plain JavaScript);
 * - in the server, the host (server/src/host) and the reference backend (server/src/api) never import each other.
 *
 * Not type-aware on purpose: the type-aware rules need a full TypeScript program per run (minutes on 2 cores);
 * `npm run typecheck` already runs the compiler.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = readdirSync(new URL('./mfe/', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const BROWSER = ['./root-config', './shell', './mfe', './ops'];

/** The floors as import-x/no-restricted-paths zones (paths from the repository root; specifiers are resolved first). */
const FLOORS = [
  { target: './shared-libs', from: ['./mfe', './shell', './root-config', './server'], message: 'shared-libs are the bottom floor: they import no app, shell, root config or server code.' },
  ...APPS.map((app) => ({
    target: `./mfe/${app}`,
    from: './mfe',
    except: [`./${app}`],
    message: 'An app never imports another app: share through a shared-libs package or the event bus.',
  })),
  { target: './mfe', from: ['./shell', './root-config'], message: 'Apps import only shared-libs: the shell and root config reach them at run time, not by import.' },
  { target: './shell', from: ['./mfe', './root-config'], message: 'The shell imports no app and no root-config code: apps are mounted by the root config at run time.' },
  { target: './root-config', from: ['./mfe', './shell'], message: 'The root config imports no app and no shell code: it loads them through the import map.' },
  { target: './server', from: BROWSER, message: 'Server code imports no browser code (root-config/, shell/, mfe/): share through a shared-libs package.' },
];

/** The server split: host and reference backend apart (issue 25). */
const HOST_API_ZONES = [
  { target: './server/src/host', from: './server/src/api', message: 'The host never imports the reference backend: it reaches it over HTTP (ARENA_API_URL) or through a platform module.' },
  { target: './server/src/api', from: './server/src/host', message: 'The reference backend never imports the host.' },
  { target: './server/src/platform', from: ['./server/src/host', './server/src/api'], message: 'The platform kit is the floor both parts stand on: it imports neither the host nor the backend.' },
  { target: './server', from: './scripts', message: 'Server code never imports scripts/ (the build imports the host\'s build contract, not the other way round).' },
];

const restrictedPaths = (zones) => ['error', { zones }];

/** Hand-made formatting: each one decides digits, separators or the clock outside the Intl formatters (issue 20). */
const HAND_FORMATTING_MESSAGE = 'Format numbers, money and dates with createFormatters / useFormatters (@arena/i18n, @arena/ui-kit): they follow the page language and the player\'s settings.';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', 'dist/', '**/dist/', 'bench/tmp/', 'test-results/', 'playwright-report/', 'e2e/artifacts/', '.arena-tmp/', 'data/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // root-config's internals stay its own: other code uses @arena/routes or a deliberate package export
      // (@arena/root-config/navigation), never a deep path into root-config/src.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/root-config/src/**'], message: 'Import @arena/routes or an @arena/root-config export, not root-config/src.' }] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': restrictedPaths(FLOORS),
      // The zones only see imports the resolver finds: an unresolvable one would slip past them.
      'import-x/no-unresolved': 'error',
      // The house omits keys with rest destructuring (`const { a: _a, ...rest } = x`) and names deliberately unused
      // parameters with a leading underscore; a caught error is often not needed to decide the fallback.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
  {
    // The page loader's served scripts run before any bundle, with SystemJS as a page global.
    files: ['server/src/host/browser/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, System: 'readonly' } },
  },
  {
    // Playwright, not React: its fixtures take `({}, use)` (an empty pattern is how a fixture says it needs no other
    // fixture) and `use` is its fixture callback, not React's hook.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
  {
    // The server split: the host and the reference backend never import each other (they share server/src/platform).
    files: ['server/src/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...FLOORS, ...HOST_API_ZONES]) },
  },
  {
    // @arena/contracts is TypeBox schemas for the server: browser code (apps, shell, browser libraries) takes its
    // types only (`import type`, erased by esbuild), so TypeBox never enters a bundle or the import map (issue 27).
    // The one door: `@arena/contracts/answer-checks`, whose checks the build compiles from the schemas into the
    // app that imports it (scripts/build/answer-checks-plugin.ts): plain JavaScript, no TypeBox runtime.
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**', 'shared-libs/contracts/**', 'scripts/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@arena/contracts', allowTypeImports: true, message: 'Browser code imports @arena/contracts types only (`import type`): the schemas are server code.' }],
        patterns: [{ group: ['**/shared-libs/contracts/**', '@arena/contracts/*', '!@arena/contracts/answer-checks', '@arena/contracts/answer-checks/*'], allowTypeImports: true, message: 'Import types from @arena/contracts (`import type`), never its files; answer checks come from @arena/contracts/answer-checks.' }],
      }],
    },
  },
  {
    // The root config starts single-spa and the import map; React belongs to the apps and the shell it mounts.
    files: ['root-config/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', 'react-i18next', 'single-spa-react', '@arena/ui-kit'].map((name) => ({ name, message: 'The root config has no React: it mounts apps, it renders nothing itself.' })),
        patterns: [{ group: ['react/*', 'react-dom/*'], message: 'The root config has no React.' }],
      }],
    },
  },
  {
    // Client code formats through the Intl formatters only (replaces the vitest scan of issue 20). Geometry that is
    // not visible text is written without toFixed (Math.round(x * 10) / 10).
    files: ['{shell,mfe,shared-libs,root-config}/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.d.ts',
      // Where Intl and rounding are the point: the formatters, the number rules they share with the server, odds maths.
      'shared-libs/i18n/src/format/formatters.ts',
      'shared-libs/domain/src/language/number-format.ts',
      'shared-libs/domain/src/odds/**',
    ],
    rules: {
      'no-restricted-properties': ['error', ...['toFixed', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: HAND_FORMATTING_MESSAGE }))],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]", message: HAND_FORMATTING_MESSAGE }],
    },
  },
);
