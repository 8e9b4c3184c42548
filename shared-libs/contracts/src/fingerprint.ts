/** The device fingerprint: the hosted script and the server-issued token sensitive calls check. */
import { Type } from 'typebox';

/** What the hosted script collected (user agent, language, platform, screen, time zone). */
export const FingerprintIssueRequest = Type.Object({
  data: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 512 }), { maxProperties: 32 }),
});
/** Send as X-Fingerprint on sensitive calls; expiresAt in unix seconds. */
export const FingerprintAnswer = Type.Object({ token: Type.String(), expiresAt: Type.Integer() });
