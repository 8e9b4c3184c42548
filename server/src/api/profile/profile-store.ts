/**
 * The office's profile data: the extra columns of office_profiles (spec §3 user_data beyond the users
 * row, security question, e-mail auth, display settings) and the few users columns the office edits
 * (name, surname, birthday, e-mail, phone, two-step). One row per player, created on first write.
 */
import type { Database } from 'better-sqlite3';
import type { UserPersonalData } from '@arena/domain';
import type { UserRow } from '../db/repositories/users.ts';
import type { ApiContext } from '../shared/context.ts';
import type { ProfileInput } from './profile-rules.ts';
import { protectionLevelOf, type ProtectionMethods } from './protection.ts';

export interface OfficeProfileRow {
  user_id: number;
  document_type_id: number;
  inn: string;
  passport: string;
  passport_date: string;
  passport_end_date: string;
  registration_address: string;
  security_question_id: number;
  security_answer_hash: string;
  email_auth: number;
  settings: string | null;
  updated_at: number;
}

const EMPTY = (userId: number): OfficeProfileRow => ({
  user_id: userId,
  document_type_id: 0,
  inn: '',
  passport: '',
  passport_date: '',
  passport_end_date: '',
  registration_address: '',
  security_question_id: 0,
  security_answer_hash: '',
  email_auth: 0,
  settings: null,
  updated_at: 0,
});

const db = (ctx: ApiContext): Database => ctx.database.db;

export function profileOf(ctx: ApiContext, userId: number): OfficeProfileRow {
  const row = db(ctx).prepare<[number], OfficeProfileRow>('SELECT * FROM office_profiles WHERE user_id = ?').get(userId);
  return row ?? EMPTY(userId);
}

/** Writes some office_profiles columns (the row is created with defaults when missing). */
export function patchProfile(ctx: ApiContext, userId: number, patch: Partial<Omit<OfficeProfileRow, 'user_id' | 'updated_at'>>): void {
  const merged = { ...profileOf(ctx, userId), ...patch, user_id: userId, updated_at: ctx.clock.nowSeconds() };
  db(ctx)
    .prepare(
      `INSERT INTO office_profiles (user_id, document_type_id, inn, passport, passport_date, passport_end_date, registration_address, security_question_id, security_answer_hash, email_auth, settings, updated_at)
       VALUES (@user_id, @document_type_id, @inn, @passport, @passport_date, @passport_end_date, @registration_address, @security_question_id, @security_answer_hash, @email_auth, @settings, @updated_at)
       ON CONFLICT (user_id) DO UPDATE SET document_type_id = @document_type_id, inn = @inn, passport = @passport, passport_date = @passport_date,
         passport_end_date = @passport_end_date, registration_address = @registration_address, security_question_id = @security_question_id,
         security_answer_hash = @security_answer_hash, email_auth = @email_auth, settings = @settings, updated_at = @updated_at`,
    )
    .run(merged);
}

/** Saves a validated profile: the users columns and the office_profiles columns in one transaction. */
export function saveProfile(ctx: ApiContext, userId: number, input: ProfileInput): void {
  ctx.repos.transaction(() => {
    db(ctx)
      .prepare('UPDATE users SET name = ?, surname = ?, date_birthday = ?, email = ? WHERE id = ?')
      .run(input.name, input.surname, input.date_birthday, input.email, userId);
    patchProfile(ctx, userId, {
      document_type_id: input.document_type_id,
      inn: input.inn,
      passport: input.passport,
      passport_date: input.passport_date,
      passport_end_date: input.passport_end_date,
      registration_address: input.registration_address,
      // Without an e-mail there is nothing to authenticate by e-mail.
      ...(input.email === '' ? { email_auth: 0 } : {}),
    });
  });
}

export function setTwoFactor(ctx: ApiContext, userId: number, on: boolean): void {
  db(ctx).prepare('UPDATE users SET two_factor = ? WHERE id = ?').run(on ? 1 : 0, userId);
}

export function setPhone(ctx: ApiContext, userId: number, phoneCode: string, phoneNumber: string): void {
  db(ctx).prepare('UPDATE users SET phone_code = ?, phone_number = ? WHERE id = ?').run(phoneCode, phoneNumber, userId);
}

export function protectionMethodsOf(user: UserRow, profile: OfficeProfileRow): ProtectionMethods {
  return {
    is_changed_password: user.password_changed_at > user.created_at,
    enable_two_factor_auth: user.two_factor === 1,
    enable_phone_binding: user.phone_number !== '',
    enable_security_question: profile.security_question_id > 0,
    enable_email_auth: profile.email_auth === 1 && user.email !== '',
  };
}

export function protectionOf(user: UserRow, profile: OfficeProfileRow): { level: number; methods: ProtectionMethods } {
  const methods = protectionMethodsOf(user, profile);
  return { level: protectionLevelOf(methods), methods };
}

/** Spec §3 user_data: the users columns plus the office_profiles document fields (profile page and user config alike). */
export function userDataOf(user: UserRow, profile: OfficeProfileRow): UserPersonalData {
  return {
    name: user.name,
    surname: user.surname,
    date_birthday: user.date_birthday,
    document_type_id: profile.document_type_id,
    inn: profile.inn,
    passport: profile.passport,
    passport_date: profile.passport_date,
    passport_end_date: profile.passport_end_date,
    registration_address: profile.registration_address,
  };
}
