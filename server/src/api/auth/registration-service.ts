/** Creating a player with the main account in the chosen currency (all in one transaction). */
import { randomInt } from 'node:crypto';
import type { RegistrationRequest } from '@arena/domain';
import type { NewUser, UserRow } from '../db/repositories/users.ts';
import { currentTermsVersion } from '../shared/auth-guard.ts';
import type { ApiContext } from '../shared/context.ts';
import { hashPassword } from '../shared/password.ts';
import { passwordWeakness } from './password-policy.ts';
import type { SocialProfile } from './social/social-identity.ts';

export function generatedLogin(ctx: ApiContext): string {
  for (;;) {
    const login = `u${randomInt(10_000_000, 100_000_000)}`;
    if (!ctx.repos.users.byLogin(login)) return login;
  }
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 10 random characters (≈58 bits), drawn again in the (very rare) case the password policy refuses them. */
export function generatedPassword(): string {
  for (;;) {
    const password = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (passwordWeakness(password) === null) return password;
  }
}

export function createPlayer(
  ctx: ApiContext,
  body: RegistrationRequest,
  fields: Omit<NewUser, 'password_hash' | 'country_id' | 'currency_id' | 'promo_code' | 'ref_code' | 'first_deposit_bonus_choice'> & { password: string },
): UserRow {
  const { password, ...rest } = fields;
  return ctx.repos.transaction(() => {
    const user = ctx.repos.users.create({
      ...rest,
      password_hash: hashPassword(password),
      country_id: body.country_id,
      currency_id: body.currency_id,
      promo_code: body.promo_code ?? '',
      ref_code: body.ref_code ?? '',
      first_deposit_bonus_choice: body.first_deposit_bonus_choice,
      // Registering accepts the terms in force.
      accepted_terms_version: currentTermsVersion(ctx).version,
    });
    ctx.repos.accounts.create({ user_id: user.id, type: 0, currency_id: body.currency_id, is_active: 1 });
    return user;
  });
}

/**
 * A player registered through a social provider (the registration form's social type and the one-tap
 * sign-in of an unknown social user): generated credentials, the provider's e-mail unless another player
 * already uses it, and the social link, all in one transaction.
 */
export function createSocialPlayer(ctx: ApiContext, body: RegistrationRequest, profile: SocialProfile): UserRow {
  return ctx.repos.transaction(() => {
    const created = createPlayer(ctx, body, {
      login: generatedLogin(ctx),
      password: generatedPassword(),
      email: profile.email && !ctx.repos.users.byEmail(profile.email) ? profile.email : '',
      name: profile.name,
      registration_type: 'social',
    });
    ctx.repos.users.linkSocial(profile.provider, profile.sub, created.id);
    return created;
  });
}
