/**
 * What the office adds to the spec §3 user config (GET /web-api/user/config): the full user_data, the
 * protection level and methods as the security page computes them, and the verification status, so the
 * header and other apps see the same facts as the office pages.
 */
import type { UserRow } from '../db/repositories/users.ts';
import type { ApiContext } from '../shared/context.ts';
import type { OfficeUserConfig } from '../session/user-config.ts';
import { profileOf, protectionOf, userDataOf } from './profile-store.ts';

export function officeUserConfig(ctx: ApiContext, user: UserRow): OfficeUserConfig {
  const extra = profileOf(ctx, user.id);
  const protection = protectionOf(user, extra);
  const verified = ctx.database.db
    .prepare<[number], { n: number }>("SELECT COUNT(DISTINCT kind) AS n FROM verification_documents WHERE user_id = ? AND purpose = 'verification' AND status = 'verified'")
    .get(user.id)?.n ?? 0;
  return {
    user_data: userDataOf(user, extra),
    protection_level: protection.level,
    protection_methods: protection.methods,
    // Both verification documents (identity and selfie) confirmed: verified, as an activated account is.
    ...(verified >= 2 ? { verification_status: 1 } : {}),
  };
}
