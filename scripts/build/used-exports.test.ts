import { describe, expect, it } from 'vitest';
import { describeMissing, mergeUsedExports, missingExports, usedExportsOf } from './used-exports.ts';

const LIBS = new Set(['rxjs', 'react', 'react-i18next']);

describe('used exports (vendor shaped by use)', () => {
  it('reads named, renamed, default, namespace and re-exported imports of shared libraries only', () => {
    const code = [
      'import{BehaviorSubject as a,map as b}from"rxjs";',
      'import c,{useState as d}from"react";',
      'import*as e from"react-i18next";',
      'export{distinctUntilChanged}from"rxjs";',
      'import{x}from"@arena/event-bus";',
      'import("rxjs");',
    ].join('\n');
    expect(usedExportsOf(code, LIBS)).toEqual({ rxjs: ['*', 'BehaviorSubject', 'distinctUntilChanged', 'map'], react: ['default', 'useState'], 'react-i18next': ['*'] });
  });

  it('merges the uses of several modules', () => {
    expect(mergeUsedExports({ rxjs: ['map'] }, { rxjs: ['filter', 'map'], react: ['useState'] }, undefined)).toEqual({ react: ['useState'], rxjs: ['filter', 'map'] });
  });

  it('names what a module needs that the vendor lacks; a vendor built whole (*) lacks nothing', () => {
    const missing = missingExports({ rxjs: ['map', 'switchMap'], react: ['useState'] }, { rxjs: ['map'], react: ['useState'] });
    expect(missing).toEqual({ rxjs: ['switchMap'] });
    expect(describeMissing(missing)).toBe('rxjs: switchMap');
    expect(missingExports({ rxjs: ['*'] }, { rxjs: ['map'] })).toEqual({ rxjs: ['*'] });
    expect(missingExports({ rxjs: ['*', 'map'] }, { rxjs: ['*'] })).toEqual({});
  });
});
