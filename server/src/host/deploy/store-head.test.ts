/**
 * Issue 29, finding 4: at start the deploy store's head is the truth. A refused hand edit of
 * importmap.json found at (re)start used to stop the host ("import map … is not usable").
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, VIEWER, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(() => {
  ws.remove();
});

describe('issue 29 finding 4: a refused hand edit never stops a host that has a deploy history', () => {
  it('a restart with a refused edit on disk serves the head, logs why and leaves the edit aside', async () => {
    const first = await ws.start(); // records the map as version 1
    await first.close();
    const refused = JSON.stringify({ imports: { ...JSON.parse(readFileSync(ws.mapFile, 'utf8')).imports, '@arena/office': '/dist/office/000000000000/index.js' } });
    writeFileSync(ws.mapFile, refused);

    const errors: string[] = [];
    const again = await ws.start({}, async (app) => {
      const original = app.log.error.bind(app.log);
      app.log.error = ((message: unknown) => {
        errors.push(String(message));
        original(message as string);
      }) as typeof app.log.error;
    });
    try {
      const served = JSON.parse((await again.inject({ url: '/importmap.json' })).body);
      expect(served.imports['@arena/office']).toBe(ws.officeV1);
      expect((await again.inject({ url: '/ops-api/importmap', headers: VIEWER })).json()).toMatchObject({ version: 1 });
      expect(errors.some((line) => /was refused: .*000000000000.*; left aside as .*importmap\.json\.refused-.*; serving the deploy store's head, version 1/.test(line))).toBe(true);
      const aside = readdirSync(join(ws.dir, 'importmap')).filter((name) => name.startsWith('importmap.json.refused-'));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(ws.dir, 'importmap', aside[0]!), 'utf8')).toBe(refused);
    } finally {
      await again.close();
    }
  });

  it('a missing live file is written back from the head', async () => {
    await (await ws.start()).close();
    rmSync(ws.mapFile);
    const again = await ws.start();
    try {
      expect(existsSync(ws.mapFile)).toBe(true);
      expect(JSON.parse((await again.inject({ url: '/importmap.json' })).body).imports['@arena/office']).toBe(ws.officeV1);
    } finally {
      await again.close();
    }
  });
});
