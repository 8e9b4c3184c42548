/** Writes the demo data (seed-data.ts) through the repositories. Caller wraps it in a transaction. */
import type { Clock } from '../../platform/clock.ts';
import { hashPassword } from '../shared/password.ts';
import type { Repositories } from './repositories/index.ts';
import { SEED_BLOCK_RULES, SEED_REDIRECTS, SEED_TERMS_VERSION, SEED_USERS } from './seed-data.ts';

/**
 * Each seed user's password hash, made once per process (salted at random like any hash): the test controls'
 * reset reseeds before and after most journeys, and the seed users' scrypt hashes were nearly all of its cost
 * (~150 ms of CPU a reset, ~700 ms on a loaded machine). Keyed by login, so no two users share a salt.
 */
const seedHashes = new Map<string, string>();

function seedPasswordHash(login: string, password: string): string {
  const key = `${login}\n${password}`;
  let hash = seedHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password);
    seedHashes.set(key, hash);
  }
  return hash;
}

export function seed(repos: Repositories, clock: Clock): void {
  repos.meta.set('terms_version', String(SEED_TERMS_VERSION));
  repos.meta.set('terms_updated_at', String(clock.nowSeconds()));
  for (const user of SEED_USERS) {
    const main = user.accounts.find((a) => a.type === 0);
    const row = repos.users.create({
      login: user.login,
      password_hash: seedPasswordHash(user.login, user.password),
      email: user.email,
      phone_code: user.phone_code,
      phone_number: user.phone_number,
      name: user.name,
      surname: user.surname,
      country_id: 1,
      currency_id: main?.currency_id ?? 1,
      registration_type: 'full',
      two_factor: user.two_factor ? 1 : 0,
      ban_level: user.ban_level ?? 0,
      ban_version: user.ban_version ?? 0,
      accepted_terms_version: user.termsAccepted === false ? SEED_TERMS_VERSION - 1 : SEED_TERMS_VERSION,
      activation_type: 2,
      activated: 1,
    });
    for (const account of user.accounts) {
      repos.accounts.create({
        user_id: row.id,
        type: account.type,
        currency_id: account.currency_id,
        money: account.money,
        points: account.points ?? 0,
        is_active: account.is_active ? 1 : 0,
      });
    }
  }
  for (const redirect of SEED_REDIRECTS) repos.content.addRedirect(redirect);
  repos.content.replaceBlockRules([...SEED_BLOCK_RULES]);
}
