/**
 * Issue 29, finding 7: named environments, each with its own map, history and canary, and promotion of a
 * version from one to another. Two hosts on one folder, one serving staging and one production, as
 * `ARENA_ENVIRONMENT` would configure them.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { environmentsFromEnv, parseEnvironments, type EnvironmentConfig } from './environments.ts';
import { createOpsWorkspace, DEPLOYER, VIEWER, type OpsWorkspace } from './ops-fixture.ts';

const LIST = [
  { name: 'production', aliases: ['prod'] },
  { name: 'staging', aliases: ['stage'] },
];
const serving = (served: string): EnvironmentConfig => ({ list: LIST, served });

let ws: OpsWorkspace;
beforeEach(() => {
  ws = createOpsWorkspace();
});
afterEach(() => ws.remove());

const mapVersionOf = (html: string) => /<meta name="arena-map-version" content="([^"]+)">/.exec(html)?.[1];
const officeOn = async (host: FastifyInstance) => JSON.parse((await host.inject({ url: '/importmap.json' })).body).imports['@arena/office'] as string;

describe('environments: configuration', () => {
  it('reads names and aliases; the first is primary; ARENA_ENVIRONMENT picks the served one by name or alias', () => {
    expect(environmentsFromEnv({})).toEqual({ list: LIST, served: 'production' });
    expect(environmentsFromEnv({ ARENA_ENVIRONMENT: 'stage' }).served).toBe('staging');
    expect(environmentsFromEnv({ ARENA_ENVIRONMENTS: 'live,qa=test|beta', ARENA_ENVIRONMENT: 'beta' })).toEqual({ list: [{ name: 'live', aliases: [] }, { name: 'qa', aliases: ['test', 'beta'] }], served: 'qa' });
    expect(() => environmentsFromEnv({ ARENA_ENVIRONMENT: 'moon' })).toThrow(/"moon" is not one of production, staging/);
    // By host name: the site's public host chooses, unless ARENA_ENVIRONMENT says otherwise.
    const hosts = { ARENA_ENVIRONMENT_HOSTS: 'staging.arena.example=stage, Arena.example=production' };
    expect(environmentsFromEnv(hosts, 'staging.arena.example').served).toBe('staging');
    expect(environmentsFromEnv(hosts, 'arena.example').served).toBe('production');
    expect(environmentsFromEnv(hosts, 'elsewhere.example').served).toBe('production');
    expect(environmentsFromEnv({ ...hosts, ARENA_ENVIRONMENT: 'production' }, 'staging.arena.example').served).toBe('production');
    expect(() => environmentsFromEnv({ ARENA_ENVIRONMENT_HOSTS: 'qa.example=qa' }, 'x')).toThrow(/"qa" is not one of/);
    expect(() => environmentsFromEnv({ ARENA_ENVIRONMENT_HOSTS: 'staging' }, 'x')).toThrow(/not <host name>=<environment>/);
    expect(parseEnvironments('Prod')).toMatch(/not an environment name/);
    expect(parseEnvironments('a=b,b')).toMatch(/names two environments/);
    expect(parseEnvironments(' , ')).toBe('no environment is named');
  });
});

describe('environments: maps, histories, promotion', () => {
  it('staging and production keep their own map and history; a staging deploy promoted reaches production', async () => {
    const production = await ws.start({ environments: serving('production') });
    const staging = await ws.start({ environments: serving('staging') });
    expect(await officeOn(staging)).toBe(ws.officeV1); // started as a copy of production's map

    // A deploy to staging (through the production host: any host manages every environment).
    const deployed = await production.inject({ method: 'PATCH', url: '/ops-api/importmap?env=staging', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'office v2 to staging' } });
    expect(deployed.statusCode).toBe(200);
    await expect.poll(() => officeOn(staging), { timeout: 5000 }).toBe(ws.officeV2);
    expect(await officeOn(production)).toBe(ws.officeV1);
    // Staging's versions never pass for production's in telemetry (the tag is withheld until the host's refresh names it).
    await expect.poll(async () => mapVersionOf((await staging.inject({ url: '/ru/office' })).body), { timeout: 5000 }).toBe('staging-2');
    const histories = await Promise.all(['production', 'staging'].map(async (env) => (await production.inject({ url: `/ops-api/history?env=${env}`, headers: VIEWER })).json().versions.length));
    expect(histories).toEqual([1, 2]);

    const listed = await production.inject({ url: '/ops-api/environments', headers: VIEWER });
    expect(listed.json()).toMatchObject({ served: 'production', environments: [{ name: 'production', served: true, head: { version: 1 } }, { name: 'staging', aliases: ['stage'], head: { version: 2, reason: 'office v2 to staging' }, canaryRunning: false }] });

    // Promotion: staging's version 2 becomes production's next version, with every deploy check.
    const promoted = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { from: 'stage', to: 'production', version: 2, reason: 'staging looked good' } });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.headers.etag).toBe('"2"');
    expect(promoted.json()).toMatchObject({ version: 2, operator: 'anna', reason: 'promoted from staging version 2: staging looked good', changes: [{ specifier: '@arena/office', before: ws.officeV1, after: ws.officeV2 }] });
    await expect.poll(() => officeOn(production), { timeout: 5000 }).toBe(ws.officeV2);

    // Again: nothing to promote (409); a stale If-Match on the target (412); unknown names (404); to itself (409).
    const again = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'staging', to: 'production', reason: 'again' } });
    expect([again.statusCode, again.json().code]).toEqual([409, 'no_change']);
    const stale = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { from: 'staging', to: 'production', version: 1, reason: 'back' } });
    expect(stale.statusCode).toBe(412);
    const unknown = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'qa', to: 'production', reason: 'x' } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'environment_not_found']);
    const missing = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'staging', to: 'production', version: 99, reason: 'x' } });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'version_not_found']);
    const itself = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'prod', to: 'production', reason: 'x' } });
    expect(itself.statusCode).toBe(409);
    const viewer = await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: VIEWER, payload: { from: 'staging', to: 'production', reason: 'x' } });
    expect(viewer.statusCode).toBe(403);
    for (const payload of [{}, { from: 'staging', to: 'production' }, { from: 'staging', to: 'production', reason: 'x', version: 'two' }]) {
      expect((await staging.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload })).statusCode).toBe(400);
    }
    expect((await staging.inject({ url: '/ops-api/importmap?env=qa', headers: VIEWER })).statusCode).toBe(404);
  });

  it('each environment has its own canary: one running in production does not block staging, and blocks a promotion into production', async () => {
    const production = await ws.start({ environments: serving('production') });
    const canary = await production.inject({ method: 'POST', url: '/ops-api/canary', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, percent: 20, reason: 'try v2' } });
    expect(canary.statusCode).toBe(200);
    expect((await production.inject({ url: '/ops-api/canary?env=staging', headers: VIEWER })).json().running).toBeNull();
    const onStaging = await production.inject({ method: 'PATCH', url: '/ops-api/importmap?env=stage', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': ws.officeV2 }, reason: 'v2 on staging' } });
    expect(onStaging.statusCode).toBe(200);
    const blocked = await production.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'staging', to: 'production', reason: 'while a canary runs' } });
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'canary_running']);
  });

  it('a promotion is validated like any deploy: a staging version whose build has since been broken is refused', async () => {
    const production = await ws.start({ environments: serving('production') });
    const broken = ws.write('office/999999999999/index.js', { contents: 'System.register([],function(e){return{execute(){e({bootstrap(){},mount(){},unmount(){}})}}});' });
    expect((await production.inject({ method: 'PATCH', url: '/ops-api/importmap?env=staging', headers: { ...DEPLOYER, 'if-match': '"1"' }, payload: { changes: { '@arena/office': broken }, reason: 'to staging' } })).statusCode).toBe(200);
    ws.write('office/999999999999/index.js', { contents: 'System.register([],function(e){return{execute(){e({})}}}); // lifecycles lost' });
    const refused = await production.inject({ method: 'POST', url: '/ops-api/promote', headers: DEPLOYER, payload: { from: 'staging', to: 'production', reason: 'promote a build changed since' } });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'importmap_refused']);
  });
});
