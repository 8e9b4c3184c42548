/**
 * Issue 27: the money answer checks an app bundle carries are compiled at build time from the same schemas
 * the Node door compiles at run time, and they judge alike. The door is bundled here as an app bundles it
 * (ESM, code splitting, `@arena/*` external) and the bundle is run: a well-formed answer passes, a malformed
 * one is refused with the route and the first failing path; the bundle holds no eval (the site's CSP), only
 * the checks its code uses, and the error walker only in a chunk loaded after a refusal.
 */
import { build, type Metafile } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANSWERS } from '../../shared-libs/contracts/src/answer-checks/answers.ts';
import { MONEY_ANSWERS } from '../../shared-libs/contracts/src/answer-checks/money-answers.ts';
import { answerChecksPlugin, checkModuleSource } from './answer-checks-plugin.ts';

const root = resolve(import.meta.dirname, '..', '..');
const cacheDir = join(root, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const outdir = mkdtempSync(join(cacheDir, 'answer-checks-'));

interface BundledDoor {
  accountDataAnswer: (value: unknown) => Promise<unknown>;
  officeProfileAnswer: (value: unknown) => Promise<unknown>;
  isAnswerShapeError: (error: unknown) => error is Error & { route: string; path: string };
}
let door: BundledDoor;
let entryCode = '';
let chunks: Array<{ path: string; text: string }> = [];
let outputs: Metafile['outputs'] = {};
let entryOutput: Metafile['outputs'][string];

beforeAll(async () => {
  const entry = join(outdir, 'app.ts');
  writeFileSync(entry, `export { accountDataAnswer, isAnswerShapeError, officeProfileAnswer } from '@arena/contracts/answer-checks';\n`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: entry },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    external: ['@arena/*'],
    // The run below is plain Node, which reads no TypeScript: the logger is bundled in here (apps keep it external).
    plugins: [answerChecksPlugin(root), { name: 'bundle-utils', setup: (b) => b.onResolve({ filter: /^@arena\/utils$/ }, () => ({ path: join(root, 'shared-libs/utils/src/index.ts') })) }],
    metafile: true,
    write: true,
    logLevel: 'silent',
  });
  outputs = result.metafile.outputs;
  entryOutput = Object.values(outputs).find((o) => o.entryPoint !== undefined)!;
  chunks = Object.keys(result.metafile.outputs).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  entryCode = readFileSync(join(outdir, 'index.mjs'), 'utf8');
  door = (await import(pathToFileURL(join(outdir, 'index.mjs')).href)) as BundledDoor;
}, 60_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function creatable(schema: TSchema): unknown {
  try {
    return Value.Create(schema);
  } catch {
    return undefined;
  }
}

const account = { id: 7, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 1250.5, label: 'Main', labelWithSymbol: 'Main ₽', isActive: true, points: 0, isPointsTypeBalance: false };
const accounts = { balance: 1250.5, bonus: null, all_accounts: [account], is_available_first_deposit_bonus: false };

describe('answer checks compiled into an app bundle (issue 27)', () => {
  it('the bundled check passes a well-formed accounts answer and refuses a string balance with route and path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(door.accountDataAnswer(accounts)).resolves.toBe(accounts);
    const error = await door.accountDataAnswer({ ...accounts, balance: '1250.50' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(door.isAnswerShapeError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'AnswerShapeError', route: 'GET /web-api/user/account-data', path: '/balance' });
  });

  it('holds no eval, only the checks its code uses, and the error walker only in a lazily loaded chunk', () => {
    for (const chunk of chunks) expect(chunk.text, chunk.path).not.toMatch(/new Function|\beval\(/);
    expect(entryCode).toContain('is_available_first_deposit_bonus');
    // The casino round's check (PlayAnswer) is not used by this bundle: tree shaking left it out.
    expect(entryCode).not.toContain('nextServerSeedHash');
    // What the entry loads with it holds no TypeBox (the accounts check needs none of its helpers) and the
    // compiled check with its wrapper stays small; the error walker is only in the chunk import() fetches.
    const firstLoad = [entryOutput, ...entryOutput.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => outputs[i.path]!)];
    expect(firstLoad.flatMap((o) => Object.keys(o.inputs)).filter((input) => input.includes('node_modules/typebox'))).toEqual([]);
    const checkBytes = Object.entries(entryOutput.inputs).filter(([input]) => /arena-answer-checks:|shared-libs\/contracts/.test(input));
    expect(checkBytes.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0)).toBeLessThan(2500);
    expect(entryCode).not.toContain('instancePath');
    expect(chunks.some((c) => c.text.includes('instancePath'))).toBe(true);
  });

  it('a late checker (not money) judges in the bundle too, from a chunk of its own the first load does not fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const profile = Value.Create(ANSWERS.officeProfileAnswer.schema) as { data: Record<string, unknown> };
    await expect(door.officeProfileAnswer(profile)).resolves.toBe(profile);
    const error = await door.officeProfileAnswer({ ...profile, data: { ...profile.data, login: 42 } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'AnswerShapeError', route: 'GET /office-api/profile', path: '/data/login' });
    // The profile's compiled check is a chunk of its own that only import() fetches; the first load holds one
    // compiled check, the accounts' (money, synchronous).
    const lateChunks = entryOutput.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    const profileCheck = Object.entries(outputs).filter(([, o]) => o.entryPoint?.startsWith('arena-answer-checks:answer-'));
    expect(profileCheck).toHaveLength(1);
    expect(lateChunks).toContain(profileCheck[0]![0]);
    const firstLoad = [entryOutput, ...entryOutput.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => outputs[i.path]!)];
    expect(firstLoad.flatMap((o) => Object.keys(o.inputs)).filter((input) => input.includes('arena-answer-check:'))).toHaveLength(1);
  });

  it('an app carries a chunk only for the late checkers it imports, not for every listed answer', () => {
    expect(chunks.length).toBeLessThan(6);
  });

  it('every listed answer compiles at build time into a check that judges like the run-time one', async () => {
    const distinct = new Map<TSchema, string>(Object.entries({ ...MONEY_ANSWERS, ...ANSWERS }).map(([name, { schema }]) => [schema, name]));
    for (const [schema, name] of distinct) {
      const file = join(outdir, `${name}.mjs`);
      const bundled = await build({ stdin: { contents: checkModuleSource(schema), resolveDir: root }, bundle: true, format: 'esm', write: false, logLevel: 'silent' });
      writeFileSync(file, bundled.outputFiles[0]!.text);
      const { Check } = (await import(pathToFileURL(file).href)) as { Check: (value: unknown) => boolean };
      const runtime = Compile(schema);
      // Value.Create cannot make a value of a schema with a pattern or format and no default: those are judged on the rest.
      const good = creatable(schema);
      const samples = good === undefined ? [] : [good, { ...(good as object), extra: 1 }];
      for (const sample of [...samples, {}, null, 'text', []]) expect(Check(sample), name).toBe(runtime.Check(sample));
      if (good !== undefined) expect(Check(good), name).toBe(true);
    }
  }, 120_000);
});
