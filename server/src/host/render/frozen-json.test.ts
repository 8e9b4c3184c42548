/**
 * The boot state's JSON as bytes (frozen-json.ts): byte for byte what the document's `scriptJson` writes, and a
 * frozen value's JSON made once while it lives (the shared render reads hand one frozen answer to every render).
 */
import { describe, expect, it } from 'vitest';
import { scriptJson } from '../index-html.ts';
import { joinedBytes, scriptJsonChunks } from './frozen-json.ts';

const asText = (value: unknown) => new TextDecoder().decode(joinedBytes(scriptJsonChunks(value)));

const games = Object.freeze([Object.freeze({ id: 1, home: 'Динамо Москва', note: '</script><script>alert(1)</script>', coef: 1.85 })]);
const boot = {
  language: 'ru',
  route: { path: '', layout: 'default', params: {} },
  config: { siteName: 'Arena <beta>', missing: undefined, list: [1, undefined, () => 1, 'два'] },
  dictionaries: { betting: { live: 'Лайв', nested: { deep: { deeper: { deepest: ['x', undefined] } } } } },
  data: { '@arena/betting': { '_R_1a_|["{\\"section\\":\\"live\\"}","ru"]': { ok: true, data: games }, '_R_2_|[]': { ok: false, status: 404 } } },
  player: null,
  // Containers of many members go to JSON.stringify whole: a dictionary, a long list.
  many: { common: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key_${i}`, i % 4 ? `Текст ${i} <i>` : undefined])), list: Array.from({ length: 20 }, (_, i) => (i % 3 ? i : undefined)) },
  when: new Date(Date.UTC(2026, 10, 29, 12, 0, 0)),
};

describe('the boot state as script-safe JSON bytes', () => {
  it('is byte for byte the document\'s scriptJson: escaped <, left-out undefined, null in arrays, dates, Cyrillic, deep values', () => {
    expect(asText(boot)).toBe(scriptJson(boot));
    expect(JSON.parse(asText(boot))).toEqual(JSON.parse(JSON.stringify(boot)));
    expect(asText(boot)).not.toContain('</script>');
    for (const value of [null, 0, 'текст <b>', [undefined], [], {}, Object.freeze({}), { a: Object.freeze([Object.freeze({ b: '<' })]) }]) {
      expect(asText(value)).toBe(scriptJson(value));
    }
  });

  it("writes a frozen value's JSON once while it lives, and a value that is not frozen anew each time", () => {
    let frozenReads = 0;
    let openReads = 0;
    const frozen = Object.freeze({
      get games() {
        frozenReads += 1;
        return ['one'];
      },
    });
    const open = {
      get games() {
        openReads += 1;
        return ['two'];
      },
    };
    const state = { data: { app: { key: { ok: true, data: frozen } } }, config: open };
    expect(asText(state)).toBe(scriptJson(state));
    expect(asText(state)).toBe(scriptJson(state));
    // scriptJson read each twice itself; this writer read the frozen one once in two pages.
    expect([frozenReads, openReads]).toEqual([2 + 1, 2 + 2]);
  });

  it('joins the chunks into one buffer of its own, which a worker can transfer', () => {
    const joined = joinedBytes([new Uint8Array([1, 2]), new Uint8Array([3])]);
    expect([...joined]).toEqual([1, 2, 3]);
    expect([joined.byteOffset, joined.buffer.byteLength]).toEqual([0, 3]);
  });
});
