import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPlan } from './start-plan.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'arena-start-plan-'));
  mkdirSync(join(root, 'importmap'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mapFile = () => join(root, 'importmap', 'importmap.json');

describe('issue 29 finding 4: npm start never rewrites a map the deploy store has', () => {
  it('without a deploy history, a needed build writes the map', () => {
    expect(startPlan(root, mapFile(), join(root, 'dist'))).toEqual({ build: true, reason: 'no import map yet', writeMap: true, storeVersion: null });
  });

  it("with a deploy history, a needed build leaves the map to the store's head", () => {
    mkdirSync(join(root, 'importmap', 'versions'));
    writeFileSync(join(root, 'importmap', 'versions', '3.json'), JSON.stringify({ version: 3, map: { imports: {} } }));
    writeFileSync(mapFile(), JSON.stringify({ imports: { '@arena/office': '/dist/office/000000000000/index.js' } }));
    expect(startPlan(root, mapFile(), join(root, 'dist'))).toMatchObject({ build: true, writeMap: false, storeVersion: 3 });
  });
});
