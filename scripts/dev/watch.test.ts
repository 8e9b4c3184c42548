import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeImportMaps } from '../build/importmap.ts';
import { ownerOf } from './watch.ts';

const root = resolve(import.meta.dirname, '..', '..');

describe('watch mode rebuilds only what changed', () => {
  it('a changed file is owned by exactly its module; a lock-file change rebuilds vendor', () => {
    expect(ownerOf(root, resolve(root, 'mfe/office/src/app.tsx'))).toBe('@arena/office');
    expect(ownerOf(root, resolve(root, 'shared-libs/event-bus/src/bus.ts'))).toBe('@arena/event-bus');
    expect(ownerOf(root, resolve(root, 'shell/src/frame/header.tsx'))).toBe('@arena/shell');
    expect(ownerOf(root, resolve(root, 'package-lock.json'))).toBe('vendor');
    // The operator page is its own bundle outside the import map: its files rebuild that bundle.
    expect(ownerOf(root, resolve(root, 'ops/src/page/ops-app.tsx'))).toBe('ops-page');
    expect(ownerOf(root, resolve(root, 'README.md'))).toBeUndefined();
  });

  it('a partial build replaces its own entries in the import map and keeps every other version', () => {
    const base = {
      imports: { '@arena/office': '/dist/office/aaa/index.js', '@arena/shell': '/dist/shell/bbb/index.js' },
      depcache: { '/dist/office/aaa/index.js': ['react'], '/dist/shell/bbb/index.js': ['react'] },
    };
    const update = { imports: { '@arena/office': '/dist/office/ccc/index.js' }, depcache: { '/dist/office/ccc/index.js': ['rxjs'] } };
    expect(mergeImportMaps(base, update)).toEqual({
      imports: { '@arena/office': '/dist/office/ccc/index.js', '@arena/shell': '/dist/shell/bbb/index.js' },
      depcache: { '/dist/shell/bbb/index.js': ['react'], '/dist/office/ccc/index.js': ['rxjs'] },
    });
  });
});
