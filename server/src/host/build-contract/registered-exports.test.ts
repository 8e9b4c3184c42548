import { describe, expect, it } from 'vitest';
import { registeredExports } from './registered-exports.ts';

describe('registeredExports: the names a System.register module exports, read from its code', () => {
  it("reads Babel's _export(name, value) calls, minified or not", () => {
    const code = 'System.register(["react"],function(_export,_context){"use strict";return{setters:[function(m){}],execute:function(){_export("bootstrap",a),_export("mount",b),_export("unmount",c)}}});';
    expect(registeredExports(code)).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('reads _export({ … }) objects: plain keys, quoted keys, methods, nested values ignored', () => {
    const code = 'System.register([],function(e){return{execute(){e({bootstrap(){return{mount:1}},"mount":function(){},unmount:x.y({z:1})})}}});';
    expect(registeredExports(code)).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('other functions named like the export function, or a string mentioning it, are not exports', () => {
    const code = 'System.register([],function(e){return{execute(){x.e("mount",1);ee("unmount");e("default",1)}}});';
    expect(registeredExports(code)).toEqual(['default']);
  });

  it('a file that is not a System.register module has no known exports (null)', () => {
    expect(registeredExports('export const bootstrap = 1;')).toBeNull();
  });
});
