import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shippedFileReader } from './shipped-files.ts';

let root: string;
let shipped: string;
const parse = vi.fn((text: string) => JSON.parse(text) as { items: Array<{ name: string }> });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shipped-files-'));
  shipped = join(root, 'shipped');
  mkdirSync(shipped);
  parse.mockClear();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `value` and sets the file's modification time to `seconds` (the stamp the reader compares). */
function write(path: string, value: unknown, seconds: number) {
  writeFileSync(path, JSON.stringify(value));
  utimesSync(path, seconds, seconds);
}

describe('shippedFileReader', () => {
  it('parses a shipped file once while it is unchanged and answers the same value', () => {
    const read = shippedFileReader(shipped, parse);
    const file = join(shipped, 'a.json');
    write(file, { items: [{ name: 'one' }] }, 1_000);
    const first = read(file);
    expect(read(file)).toBe(first);
    expect(first).toEqual({ items: [{ name: 'one' }] });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('reads a shipped file again once it was edited, even at the same size', () => {
    const read = shippedFileReader(shipped, parse);
    const file = join(shipped, 'a.json');
    write(file, { items: [{ name: 'one' }] }, 1_000);
    read(file);
    write(file, { items: [{ name: 'two' }] }, 1_001);
    expect(read(file)).toEqual({ items: [{ name: 'two' }] });
    write(file, { items: [{ name: 'three!' }] }, 1_001);
    expect(read(file)).toEqual({ items: [{ name: 'three!' }] });
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it('parses a file outside the shipped folder on every read (a test may rewrite it within the timestamp granularity)', () => {
    const read = shippedFileReader(shipped, parse);
    const file = join(root, 'temporary.json');
    write(file, { items: [{ name: 'one' }] }, 1_000);
    expect(read(file)).not.toBe(read(file));
    write(join(root, 'shipped-sibling.json'), { items: [] }, 1_000);
    read(join(root, 'shipped-sibling.json'));
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it("freezes what it shares: a reader that changed it would change every later reader's copy", () => {
    const read = shippedFileReader(shipped, parse);
    const file = join(shipped, 'a.json');
    write(file, { items: [{ name: 'one' }] }, 1_000);
    const value = read(file);
    expect(() => {
      value.items[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect(() => value.items.push({ name: 'more' })).toThrow(TypeError);
    expect(read(file)).toEqual({ items: [{ name: 'one' }] });
  });
});
