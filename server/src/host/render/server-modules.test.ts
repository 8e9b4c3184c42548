/**
 * Server builds resolve through the import map they are rendered with (issue 26): an app's `@arena/*`
 * imports get the versions that map names, a second map gets its own instances, and only the build's
 * own version folders (with a server build on record) are ever loaded.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerModules, serverTableOf } from './server-modules.ts';

const dist = mkdtempSync(join(tmpdir(), 'arena-server-modules-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function version(module: string, hash: string, source: string, server = true): string {
  const folder = join(dist, module, hash);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'build.json'), JSON.stringify(server ? { module, server: 'server/index.mjs' } : { module }));
  writeFileSync(join(folder, 'server', 'index.mjs'), source);
  return `/dist/${module}/${hash}/index.js`;
}

const libOne = version('lib', 'aaaaaaaaaaa1', 'export const version = "one"; export const state = { renders: 0 };');
const libTwo = version('lib', 'aaaaaaaaaaa2', 'export const version = "two"; export const state = { renders: 0 };');
const app = version('app', 'bbbbbbbbbbb1', 'import { version, state } from "@arena/lib"; export const render = () => `${version}:${++state.renders}`;');
const noServer = version('old', 'ccccccccccc1', 'export const never = true;', false);

/**
 * Node's resolution hooks apply to the process that registers them, natively (not inside the test
 * runner's module graph): the scenario runs in a child Node process, as in the host.
 */
function inHostProcess(script: string): string {
  const source = `import { createServerModules } from ${JSON.stringify(join(import.meta.dirname, 'server-modules.ts'))};\n${script}`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { encoding: 'utf8', cwd: import.meta.dirname }).trim();
}

describe('server modules', () => {
  it('an app renders with the shared-library version its map names, and each map has its own instances', () => {
    const output = inHostProcess(`
      const modules = createServerModules(${JSON.stringify(dist)});
      const stable = { imports: { '@arena/app': ${JSON.stringify(app)}, '@arena/lib': ${JSON.stringify(libOne)} } };
      const canary = { imports: { '@arena/app': ${JSON.stringify(app)}, '@arena/lib': ${JSON.stringify(libTwo)} } };
      const onStable = await modules.load(stable, '@arena/app');
      const onCanary = await modules.load(canary, '@arena/app');
      const again = await modules.load({ imports: { ...stable.imports } }, '@arena/app');
      console.log(JSON.stringify([onStable.render(), onStable.render(), onCanary.render(), again === onStable]));
    `);
    // The same map content is the same runtime: a copy of the stable map gets the modules already loaded.
    expect(JSON.parse(output)).toEqual(['one:1', 'one:2', 'two:1', true]);
  });

  it('only version folders of the build with a server build on record are loadable', () => {
    const table = serverTableOf(
      {
        imports: {
          '@arena/lib': libOne,
          '@arena/old': noServer,
          '@arena/elsewhere': 'http://localhost:9001/app.js',
          '@arena/climb': '/dist/../../etc/index.js',
          '@arena/missing': '/dist/lib/dddddddddddd/index.js',
          react: '/dist/vendor/eeeeeeeeeeee/react.js',
        },
      },
      dist,
    );
    expect(Object.keys(table)).toEqual(['@arena/lib']);
    expect(table['@arena/lib']).toMatch(/^file:\/\/.*\/lib\/aaaaaaaaaaa1\/server\/index\.mjs$/);
  });

  it('a map naming no server build for a module answers null (the browser renders it)', async () => {
    expect(await createServerModules(dist).load({ imports: { '@arena/old': noServer } }, '@arena/old')).toBeNull();
  });
});
