/**
 * Issue 29, finding 7: import-map-deployer's clients work unchanged. The curl examples of imd's README
 * ("Endpoints") run against a listening host with only the host and the credential substituted
 * (`localhost:5000` → the host's address, imd's basic auth `-u <user>:<operator token>`), and each
 * changes the map it names. Then what imd never had: every imd change went through Arena's checks and
 * history (If-Match honoured, the shared validation, the canary rule).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOpsWorkspace, DEPLOYER, type OpsWorkspace } from './ops-fixture.ts';

const run = promisify(execFile);
const TOKEN = 'deploy-secret-anna-7f3k2m9q4w8e1r6t';
const ENVIRONMENTS = {
  list: [
    { name: 'production', aliases: ['prod'] },
    { name: 'staging', aliases: ['stage', 'beta'] },
  ],
  served: 'staging',
};

let ws: OpsWorkspace;
let host: FastifyInstance;
let address: string;

beforeEach(async () => {
  ws = createOpsWorkspace();
  host = await ws.start({ environments: ENVIRONMENTS, allowedOrigins: ['https://cdn.example', 'http://example.com'] });
  await host.listen({ port: 0, host: '127.0.0.1' });
  const listening = host.server.address();
  address = `127.0.0.1:${typeof listening === 'object' && listening ? listening.port : 0}`;
});
afterEach(async () => {
  await host.close();
  ws.remove();
});

/** Runs one README example: only `localhost:5000` and the credential are substituted. */
async function curl(example: string): Promise<unknown> {
  const command = example.replace('curl ', `curl -sS -u ci:${TOKEN} `).replace('localhost:5000', address);
  const { stdout } = await run('sh', ['-c', command], { cwd: ws.dir });
  return JSON.parse(stdout) as unknown;
}

const head = async (env: string) => (await host.inject({ url: `/ops-api/importmap?env=${env}`, headers: DEPLOYER })).json<{ version: number; operator: string; reason: string; map: { imports: Record<string, string> } }>();

describe("import-map-deployer's README examples (issue 29, finding 7)", () => {
  it('list the environments, read, patch and delete as imd does, each change recorded as a version', async () => {
    expect(await curl('curl localhost:5000/environments')).toEqual({
      environments: [
        { name: 'production', aliases: ['prod'], isDefault: false },
        { name: 'staging', aliases: ['stage', 'beta'], isDefault: true },
      ],
    });
    expect(await curl('curl localhost:5000/import-map.json\\?env=prod')).toMatchObject({ imports: { '@arena/office': ws.officeV1 } });

    // PATCH /import-map.json with the file imd's example sends.
    writeFileSync(join(ws.dir, 'import-map.json'), JSON.stringify({ imports: { '@arena/office': ws.officeV2 } }));
    const patched = await curl('curl -X PATCH localhost:5000/import-map.json\\?env=prod --data "@import-map.json" -H "Accept: application/json" -H "Content-Type: application/json"');
    expect(patched).toMatchObject({ imports: { '@arena/office': ws.officeV2 } });
    expect((await head('production')).map.imports['@arena/office']).toBe(ws.officeV2);
    expect(await head('production')).toMatchObject({ version: 2, operator: 'anna', reason: expect.stringContaining('import-map-deployer PATCH /import-map.json') });
    // Re-running it (with skip_url_check, which Arena ignores: it always checks) changes nothing and answers the map.
    await curl('curl -X PATCH localhost:5000/import-map.json\\?env=prod\\&skip_url_check --data "@import-map.json" -H "Accept: application/json" -H "Content-Type: application/json"');
    expect((await head('production')).version).toBe(2);

    // PATCH /services on the environment imd's example calls beta (an alias of staging here).
    const service = await curl(`curl -d '{ "service":"my-service","url":"http://example.com/my-service.js" }' -X PATCH localhost:5000/services\\?env=beta -H "Accept: application/json" -H "Content-Type: application/json"`);
    expect(service).toMatchObject({ imports: { 'my-service': 'http://example.com/my-service.js' } });
    expect((await head('staging')).map.imports['my-service']).toBe('http://example.com/my-service.js');
    expect((await head('production')).map.imports['my-service']).toBeUndefined();
    await curl(`curl -d '{ "service":"my-service","url":"http://example.com/my-service.js" }' -X PATCH localhost:5000/services\\?env=beta\\&skip_url_check -H "Accept: application/json" -H "Content-Type: application/json"`);

    // DELETE without ?env: the environment this host serves (staging), like imd's default.
    const deleted = (await curl('curl -X DELETE localhost:5000/services/my-service')) as { imports: Record<string, string> };
    expect(deleted.imports['my-service']).toBeUndefined();
    expect(await head('staging')).toMatchObject({ version: 3, reason: 'import-map-deployer DELETE /services/my-service' });
    // The encoded name of the README's last example: nothing by that name, nothing changes, the map is answered.
    expect(await curl('curl -X DELETE localhost:5000/services/%40company%2Fmy-service')).toMatchObject({ imports: { '@arena/shell': expect.any(String) } });
    expect((await head('staging')).version).toBe(3);
  });

  it('imd calls get the same checks as Arena: credential, If-Match, the shared validation, a running canary', async () => {
    const body = { service: '@arena/office', url: ws.officeV2 };
    expect((await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: body })).statusCode).toBe(401);
    const wrongPassword = `Basic ${Buffer.from('ci:not-the-token-at-all-000000000000').toString('base64')}`;
    expect((await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: body, headers: { authorization: wrongPassword } })).statusCode).toBe(401);
    const viewer = `Basic ${Buffer.from('ci:view-secret-victor-5h8j2k4l6z9x3c7v').toString('base64')}`;
    expect((await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: body, headers: { authorization: viewer } })).statusCode).toBe(403);
    expect((await host.inject({ method: 'PATCH', url: '/services?env=nowhere', payload: body, headers: DEPLOYER })).json()).toMatchObject({ code: 'environment_not_found' });

    const stale = await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: body, headers: { ...DEPLOYER, 'if-match': '"7"' } });
    expect(stale.statusCode).toBe(412);
    const matching = await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: body, headers: { ...DEPLOYER, 'if-match': '"1"' } });
    expect(matching.statusCode).toBe(200);
    expect(matching.headers.etag).toBe('"2"');

    // Outside dist/, a folder, a build without lifecycles, a foreign origin, removing a required module: 422, nothing recorded.
    const noLifecycles = ws.write('office/ffffffffffff/index.js', { contents: 'System.register([],function(e){return{execute(){e({})}}});' });
    for (const url of ['/dist/../../../../dev/zero', '/dist/office/ffffffffffff/', noLifecycles, 'https://evil.example/x.js']) {
      const refused = await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: { service: '@arena/office', url }, headers: DEPLOYER });
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'importmap_refused']);
    }
    const removal = await host.inject({ method: 'DELETE', url: '/services/@arena%2Fshell?env=prod', headers: DEPLOYER });
    expect([removal.statusCode, removal.json().code]).toEqual([422, 'importmap_refused']);
    const scoped = await host.inject({ method: 'PATCH', url: '/import-map.json?env=prod', payload: { scopes: { '/dist/office/': { react: '/dist/../etc/passwd' } } }, headers: DEPLOYER });
    expect(scoped.statusCode).toBe(422);
    for (const payload of [{ url: ws.officeV1 }, { service: '  ', url: ws.officeV1 }, { service: 'x' }, 'not json']) {
      const bad = await host.inject({ method: 'PATCH', url: '/services?env=prod', payload, headers: { ...DEPLOYER, 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
    }
    expect((await head('production')).version).toBe(2);

    // While a canary runs in production, imd changes wait like Arena's own (409).
    const canary = await host.inject({ method: 'POST', url: '/ops-api/canary?env=prod', payload: { changes: { '@arena/office': ws.officeV1 }, percent: 10, reason: 'try v1' }, headers: { ...DEPLOYER, 'if-match': '"2"' } });
    expect(canary.statusCode).toBe(200);
    const during = await host.inject({ method: 'PATCH', url: '/services?env=prod', payload: { service: '@arena/office', url: ws.officeV1 }, headers: DEPLOYER });
    expect([during.statusCode, during.json().code]).toEqual([409, 'canary_running']);
    // The staging environment has a canary of its own (none), so it can still change.
    expect((await host.inject({ method: 'PATCH', url: '/services?env=stage', payload: body, headers: DEPLOYER })).statusCode).toBe(200);
  });

  it('imd clients deploying at once without If-Match all get through: one version each, none lost', async () => {
    const services = Array.from({ length: 10 }, (_, i) => `ci-service-${i}`);
    const answers = await Promise.all(
      services.map((service) => host.inject({ method: 'PATCH', url: '/services?env=prod', payload: { service, url: `https://cdn.example/${service}.js` }, headers: DEPLOYER })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(services.map(() => 200));
    const final = await head('production');
    expect(final.version).toBe(11);
    for (const service of services) expect(final.map.imports[service]).toBe(`https://cdn.example/${service}.js`);
    const history = (await host.inject({ url: '/ops-api/history?env=prod', headers: DEPLOYER })).json<{ versions: { version: number }[] }>();
    expect(history.versions.map((v) => v.version)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
