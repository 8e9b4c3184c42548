/** The server tests' remembered scrypt (scrypt-memo.ts, their setup file) answers what scrypt itself answers. */
import { scrypt, scryptSync } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number }) => Promise<Buffer>;

describe('scrypt in the server tests', () => {
  it('is the remembered one, and answers what the (unremembered) asynchronous scrypt answers', async () => {
    expect((scryptSync as { memoised?: true }).memoised).toBe(true);
    const salt = Buffer.from('c2VlZC1zYWx0LWZvci10ZXN0cw==', 'base64');
    const expected = await scryptAsync('Demo1234!', salt, 32, { N: 1024 });
    expect(scryptSync('Demo1234!', salt, 32, { N: 1024 })).toEqual(expected);
    expect(scryptSync('Demo1234!', salt, 32, { N: 1024 })).toEqual(expected);
    expect(scryptSync('Demo1234?', salt, 32, { N: 1024 })).not.toEqual(expected);
    expect(scryptSync('Demo1234!', Buffer.from('another salt'), 32, { N: 1024 })).not.toEqual(expected);
  });

  it('hands each caller its own copy: writing into one answer does not change the next', () => {
    const first = scryptSync('pw', 'salt', 16, { N: 1024 });
    const kept = Buffer.from(first);
    first.fill(0);
    expect(scryptSync('pw', 'salt', 16, { N: 1024 })).toEqual(kept);
  });
});
