/**
 * The lint config still catches what it is there for (eslint.config.js): planted code in each zone must fail with
 * the rule that guards it, and the allowed twin must pass. Replaces the vitest source scan of issue 20
 * (no-hand-formatting.test.ts) and its self-check, and holds the import zones of issue 25.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const LINT_TIMEOUT_MS = 60_000;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: new URL('../../', import.meta.url).pathname, cache: false });
});

/** The rule ids reported for `code` as if it were the file at `filePath` (repository-relative). */
async function rulesFor(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('hand-made formatting in client code (issue 20)', () => {
  it('each kind is reported in the shell, an app, a shared library and the root config, with its line', async () => {
    const code = ['export const a = 1;', 'export const b = (1).toFixed(2);', 'export const c = new Date().toLocaleString("ru");', 'export const d = new Date().toLocaleDateString();',
      'export const e = new Date().toLocaleTimeString();', 'export const f = new Intl.NumberFormat("ru");', 'export const g = new Intl.DateTimeFormat("ru");'].join('\n');
    for (const file of ['shell/src/planted.ts', 'mfe/betting/src/planted.tsx', 'shared-libs/ui-kit/src/planted.ts', 'root-config/src/planted.ts']) {
      const [result] = await eslint.lintText(code, { filePath: file });
      expect(result?.messages.map((m) => `${m.line}:${m.ruleId}`), file).toEqual([
        '2:no-restricted-properties', '3:no-restricted-properties', '4:no-restricted-properties', '5:no-restricted-properties', '6:no-restricted-syntax', '7:no-restricted-syntax',
      ]);
    }
  }, LINT_TIMEOUT_MS);

  it('the formatters, the odds maths, tests and the server may use Intl and toFixed', async () => {
    const code = 'export const b = (1).toFixed(2) + new Intl.NumberFormat("ru").format(1);\n';
    for (const file of ['shared-libs/i18n/src/format/formatters.ts', 'shared-libs/domain/src/odds/planted.ts', 'shell/src/planted.test.ts', 'server/src/api/planted.ts']) {
      expect(await rulesFor(file, code), file).toEqual([]);
    }
  }, LINT_TIMEOUT_MS);
});

describe('import zones (issue 25)', () => {
  const ZONE = 'import-x/no-restricted-paths';

  it('an app importing another app, by name or by path, fails; its shared libraries pass', async () => {
    expect(await rulesFor('mfe/betting/src/planted.ts', "import '@arena/casino';\n")).toEqual([ZONE]);
    expect(await rulesFor('mfe/betting/src/planted.ts', "import '../../casino/src/index.tsx';\n")).toEqual([ZONE]);
    expect(await rulesFor('mfe/betting/src/planted.ts', "import '@arena/ui-kit';\nimport './index.tsx';\n")).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('shared-libs import no app, shell, root config or server; the shell no app', async () => {
    for (const target of ['../../../mfe/betting/src/index.tsx', '../../../shell/src/index.tsx', '../../../root-config/src/index.ts', '../../../server/src/app.ts']) {
      // (root-config/src is also refused by the rule that keeps root-config's internals its own: both report.)
      expect(await rulesFor('shared-libs/utils/src/planted.ts', `import '${target}';\n`), target).toContain(ZONE);
    }
    expect(await rulesFor('shell/src/planted.ts', "import '@arena/office';\n")).toEqual([ZONE]);
  }, LINT_TIMEOUT_MS);

  it('root-config imports no app, no shell and no React', async () => {
    expect(await rulesFor('root-config/src/planted.ts', "import '@arena/shell';\n")).toEqual([ZONE]);
    expect(await rulesFor('root-config/src/planted.ts', "import 'react';\n")).toEqual(['no-restricted-imports']);
  }, LINT_TIMEOUT_MS);

  it('server code imports no browser code, and host and backend do not import each other', async () => {
    expect(await rulesFor('server/src/api/planted.ts', "import '../../../shell/src/index.tsx';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/host/planted.ts', "import '../../../mfe/office/src/index.tsx';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/host/planted.ts', "import '../api/shared/errors.ts';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/api/planted.ts', "import '../host/host-plugin.ts';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/host/planted.ts', "import '../platform/env.ts';\nimport '@arena/domain';\nimport '@arena/routes';\n")).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('the platform kit imports neither part, and server code never imports scripts/', async () => {
    expect(await rulesFor('server/src/platform/planted.ts', "import '../host/host-plugin.ts';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/platform/planted.ts', "import '../api/index.ts';\n")).toEqual([ZONE]);
    expect(await rulesFor('server/src/host/planted.ts', "import '../../../scripts/build/build.ts';\n")).toEqual([ZONE]);
  }, LINT_TIMEOUT_MS);

  it('nothing outside root-config reaches into root-config/src: the route table is @arena/routes', async () => {
    expect(await rulesFor('e2e/support/planted.ts', "import '../../root-config/src/guards/decide.ts';\n")).toEqual(['no-restricted-imports']);
    expect(await rulesFor('scripts/planted.ts', "import '../root-config/src/errors/error-texts.ts';\n")).toEqual(['no-restricted-imports']);
    expect(await rulesFor('e2e/support/planted.ts', "import '@arena/root-config/navigation';\nimport '@arena/routes';\n")).toEqual([]);
  }, LINT_TIMEOUT_MS);

  it('browser code takes @arena/contracts as types only; the compiled money answer checks are its one door (issue 27)', async () => {
    const restricted = '@typescript-eslint/no-restricted-imports';
    for (const file of ['shell/src/planted.ts', 'mfe/office/src/planted.tsx', 'shared-libs/http/src/planted.ts']) {
      expect(await rulesFor(file, "import { AccountData } from '@arena/contracts';\nexport const a = AccountData;\n"), file).toEqual([restricted]);
      expect(await rulesFor(file, "import { MONEY_ANSWERS } from '@arena/contracts/answer-checks/list';\nexport const a = MONEY_ANSWERS;\n"), file).toEqual([restricted]);
      expect(await rulesFor(file, "import type { AccountData } from '@arena/contracts';\nexport type A = AccountData;\n"), file).toEqual([]);
      expect(await rulesFor(file, "import { accountDataAnswer } from '@arena/contracts/answer-checks';\nexport const a = accountDataAnswer;\n"), file).toEqual([]);
    }
  }, LINT_TIMEOUT_MS);
});
