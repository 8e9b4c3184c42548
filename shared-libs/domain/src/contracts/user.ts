/**
 * Session, token, user and profile contracts (spec §3 "User config", §7 token/session calls): the schemas of
 * @arena/contracts (session.ts, profile.ts).
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

/** A signed token (a visitor's is user 0); expiresAt in unix seconds. */
export type TokenAnswer = Static<typeof Wire.TokenAnswer>;
/** The signed-in player's id, 0 for a visitor. */
export type SessionCheckAnswer = Static<typeof Wire.SessionCheckAnswer>;
/** The secure-data grant (spec §7): `ggru` and the grant the client keeps in a cookie until `expiresAt`. */
export type SecureDataAnswer = Static<typeof Wire.SecureDataAnswer>;

export type UserProtectionMethods = Static<typeof Wire.ProtectionMethods>;
export type UserPersonalData = Static<typeof Wire.PersonalData>;
/** The office's profile (GET/PUT /office-api/profile and every security change answer it). */
export type OfficeProfile = Static<typeof Wire.Profile>;
export type ProfileAnswer = Static<typeof Wire.ProfileAnswer>;
export type OfficeDisplaySettings = Static<typeof Wire.DisplaySettings>;
export type OfficeSession = Static<typeof Wire.OfficeSession>;

/** 0 none, 1 email, 2 email and phone, 3 phone only. */
export type ActivationType = Static<typeof Wire.ActivationType>;
/** Spec §3's user config; `self_excluded_until` keeps a self-excluded player in the restricted office. */
export type UserConfig = Static<typeof Wire.UserConfig>;
export type UserConfigAnswer = Static<typeof Wire.UserConfigAnswer>;
/** `result`: the current terms are accepted; `updatedAt`: unix seconds of the current terms version. */
export type AgreementRulesStatus = Static<typeof Wire.AgreementRulesStatus>;
