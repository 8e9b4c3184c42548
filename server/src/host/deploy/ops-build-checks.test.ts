/**
 * Issue 29, finding 2: a map goes live only if every file the changed build recorded is on disk with
 * its digest and its entry really exports the single-spa lifecycles (found in the code, not in the
 * build.json's claim). The old host let a copy missing its lazily loaded chunk go live (listing a
 * digest for the missing file) and a copy without lifecycles whose build.json still claimed them.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, DEPLOYER, type OpsWorkspace } from './ops-fixture.ts';

let ws: OpsWorkspace;
let app: FastifyInstance;

beforeEach(async () => {
  ws = createOpsWorkspace();
  app = await ws.start();
});
afterEach(async () => {
  await app.close();
  ws.remove();
});

const patch = (url: string) =>
  app.inject({ method: 'PATCH', url: '/ops-api/importmap', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': url }, reason: 'ship' } });

describe('issue 29 finding 2: the host checks a build against its files, not against its claims', () => {
  it('a copied build missing its lazily loaded chunk is refused 422, naming the chunk', async () => {
    const entry = ws.write('office/ffffffffffff/index.js', {
      contents: 'System.register([],function(e,c){return{execute(){e({bootstrap(){return c.import("./chunk-lazy.js")},mount(){},unmount(){}})}}});',
    });
    ws.write('office/ffffffffffff/chunk-lazy.js', { contents: 'System.register([],function(e){return{execute(){e("About",1)}}});' });
    rmSync(join(ws.distRoot, 'office', 'ffffffffffff', 'chunk-lazy.js'));
    const refused = await patch(entry);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/chunk-lazy\.js is listed by its build\.json but missing/);
    const live = JSON.parse((await app.inject({ url: '/importmap.json' })).body);
    expect(live.imports['@arena/office']).toBe(ws.officeV1);
  });

  it('the same build with its chunk in place goes live with the chunk digest', async () => {
    const entry = ws.write('office/ffffffffffff/index.js');
    ws.write('office/ffffffffffff/chunk-lazy.js', { contents: 'System.register([],function(e){return{execute(){e("About",1)}}});' });
    expect((await patch(entry)).statusCode).toBe(200);
    const live = JSON.parse((await app.inject({ url: '/importmap.json' })).body);
    expect(live.integrity['/dist/office/ffffffffffff/chunk-lazy.js']).toMatch(/^sha384-/);
  });

  it('a build whose code exports no lifecycles is refused though its build.json claims them', async () => {
    // fake-dist records bootstrap, mount and unmount for every app entry, whatever its code says.
    const forged = ws.write('office/999999999999/index.js', { contents: 'System.register([],function(e){return{execute(){e("default",{})}}});' });
    const refused = await patch(forged);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/does not export single-spa lifecycles in its code \(missing bootstrap, mount, unmount\)/);
  });
});
