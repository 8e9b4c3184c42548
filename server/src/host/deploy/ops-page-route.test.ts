import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
let app: FastifyInstance | undefined;
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(async () => {
  await app?.close();
  ws.remove();
});

const writePageBuild = (version: string, builtAt: string) => {
  ws.write(`ops-page/${version}/index.js`, { entryOf: null, contents: `console.log(${JSON.stringify(version)})` });
  ws.write(`ops-page/${version}/index.css`, { entryOf: null, contents: 'body{}' });
  // fakeDist records builds at the epoch: give each its own build time.
  const file = `${ws.distRoot}/ops-page/${version}/build.json`;
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), builtAt }));
};

describe('/ops/ (the operator page)', () => {
  it('does not exist without operator tokens: /ops/ is then an unknown path like any other', async () => {
    app = await ws.start({ operatorTokens: [] });
    const answer = await app.inject({ url: '/ops/' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/ru/ops/');
  });

  it('says how to build it before the first build', async () => {
    app = await ws.start();
    const answer = await app.inject({ url: '/ops/' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build');
  });

  it('serves the newest build with its integrity, in the language asked for, and is not indexed', async () => {
    writePageBuild('111111111111', '2026-11-01T00:00:00.000Z');
    writePageBuild('222222222222', '2026-11-02T00:00:00.000Z');
    app = await ws.start();
    const page = await app.inject({ url: '/ops/?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en" dir="ltr" data-language="en">');
    expect(page.body).toMatch(/<script type="module" src="\/dist\/ops-page\/222222222222\/index\.js" integrity="sha384-[^"]+"><\/script>/);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect((await app.inject({ url: '/ops/', headers: { 'accept-language': 'ru-RU,ru' } })).body).toContain('<html lang="ru" dir="ltr" data-language="ru">');
    expect((await app.inject({ url: '/ops' })).headers.location).toBe('/ops/');
  });

  it('reads only version folders the build names (content hashes): a stray newer folder is never served', async () => {
    writePageBuild('111111111111', '2026-11-01T00:00:00.000Z');
    writePageBuild('not-a-build', '2026-11-03T00:00:00.000Z');
    app = await ws.start();
    const page = await app.inject({ url: '/ops/?lang=en' });
    expect(page.body).toContain('src="/dist/ops-page/111111111111/index.js"');
    expect(page.body).not.toContain('not-a-build');
  });

  it('in any of the six interface languages: lang is the BCP 47 tag, data-language the site code, Arabic right to left', async () => {
    writePageBuild('111111111111', '2026-11-01T00:00:00.000Z');
    app = await ws.start();
    const htmlOf = async (url: string, headers: Record<string, string> = {}) => /<html[^>]*>/.exec((await app!.inject({ url, headers })).body)?.[0];
    expect(await htmlOf('/ops/?lang=kz')).toBe('<html lang="kk" dir="ltr" data-language="kz">');
    expect(await htmlOf('/ops/?lang=ua')).toBe('<html lang="uk" dir="ltr" data-language="ua">');
    expect(await htmlOf('/ops/?lang=az')).toBe('<html lang="az" dir="ltr" data-language="az">');
    expect(await htmlOf('/ops/?lang=ar')).toBe('<html lang="ar" dir="rtl" data-language="ar">');
    // The browser's most preferred of the six: uk → ua, kk → kz; others skipped; q=0 refuses; none → ru.
    expect(await htmlOf('/ops/', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' })).toContain('data-language="ua"');
    expect(await htmlOf('/ops/', { 'accept-language': 'de-DE,de;q=0.9,kk;q=0.5,en;q=0.7' })).toContain('data-language="en"');
    expect(await htmlOf('/ops/', { 'accept-language': 'en;q=0,ar-SA' })).toContain('data-language="ar"');
    expect(await htmlOf('/ops/', { 'accept-language': 'fr-FR,fr' })).toContain('data-language="ru"');
    // An unknown ?lang= is ignored; the browser's language decides.
    expect(await htmlOf('/ops/?lang=xx', { 'accept-language': 'az' })).toContain('data-language="az"');
  });
});
