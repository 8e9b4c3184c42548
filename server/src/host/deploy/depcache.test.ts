import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeDist } from '../fake-dist.ts';
import { refreshDepcache } from './depcache.ts';

let distRoot: string;
beforeEach(() => void (distRoot = mkdtempSync(join(tmpdir(), 'arena-depcache-'))));
afterEach(() => rmSync(distRoot, { recursive: true, force: true }));

it('swapping a module drops the old build\'s hints and adds the new build\'s, other hints kept', () => {
  const dist = fakeDist(distRoot);
  const v2 = dist.write('office/bbbb/index.js', { contents: 'System.register(["react","./chunk-2.js"],function(e){return{execute(){e({bootstrap(){},mount(){},unmount(){}})}}});' });
  dist.write('office/bbbb/chunk-2.js', { contents: 'System.register(["@arena/ui-kit"],function(){return{execute(){}}});', entryOf: null });
  const map = {
    imports: { '@arena/office': v2, react: '/dist/vendor/vvvv/react.js' },
    depcache: { '/dist/office/aaaa/index.js': ['./chunk-1.js'], '/dist/vendor/vvvv/react.js': ['./chunk-r.js'] },
  };
  expect(refreshDepcache(map, [v2], distRoot).depcache).toEqual({
    '/dist/office/bbbb/chunk-2.js': ['@arena/ui-kit'],
    '/dist/office/bbbb/index.js': ['react', './chunk-2.js'],
    '/dist/vendor/vvvv/react.js': ['./chunk-r.js'],
  });
});
