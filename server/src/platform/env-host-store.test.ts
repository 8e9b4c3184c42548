import { expect, it } from 'vitest';
import { readEnv } from './env.ts';

it('ARENA_HOST_STORE: unset is files and memory; a postgres:// URL with its pool size; anything else is refused by name', () => {
  expect(readEnv({}).hostStore).toBeNull();
  expect(readEnv({ ARENA_HOST_STORE: 'postgres://arena@db:5432/arena' }).hostStore).toEqual({ url: 'postgres://arena@db:5432/arena', poolMax: 10 });
  expect(readEnv({ ARENA_HOST_STORE: 'postgresql://db/arena', ARENA_HOST_STORE_POOL_MAX: '25' }).hostStore).toEqual({ url: 'postgresql://db/arena', poolMax: 25 });
  expect(() => readEnv({ ARENA_HOST_STORE: 'mysql://db/arena' })).toThrow('ARENA_HOST_STORE must be a postgres:// URL');
  expect(() => readEnv({ ARENA_HOST_STORE: 'postgres://db/arena', ARENA_HOST_STORE_POOL_MAX: '1' })).toThrow('ARENA_HOST_STORE_POOL_MAX must be a whole number from 2 to 100');
});
