/**
 * Provably fair outcomes. Before a round the player sees sha256(serverSeed) (the commitment); the round's
 * randomness is HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${block}`), read as
 * 4-byte big-endian numbers divided by 2^32 (floats in [0, 1)); after the round the server seed is
 * revealed, so anyone can recompute the floats and the outcome and check the seed against the hash.
 * The server seed comes from node:crypto's CSPRNG, never from the browser; the client seed only lets the
 * player make sure the server could not pick a seed for them.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A fresh server seed: 32 CSPRNG bytes as hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed for a player who did not choose one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

export const hashServerSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

const FLOATS_PER_BLOCK = 8; // one HMAC-SHA256 digest is 32 bytes = 8 floats

/** `count` floats in [0, 1) derived from the seed pair; the same pair always gives the same floats. */
export function roundFloats(seeds: SeedPair, count: number): number[] {
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block++) {
    const digest = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${block}`).digest();
    for (let i = 0; i < FLOATS_PER_BLOCK && floats.length < count; i++) floats.push(digest.readUInt32BE(i * 4) / 2 ** 32);
  }
  return floats;
}

/** A uniform integer in [0, n) from one float (the 2^32 grid makes the bias below 1e-8 for small n). */
export const pick = (float: number, n: number): number => Math.floor(float * n);

/** True when the revealed seed is the one committed to before the round. */
export const seedMatchesHash = (serverSeed: string, serverSeedHash: string): boolean => hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
