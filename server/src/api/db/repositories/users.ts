/** Players. Passwords arrive here already hashed (api/shared/password.ts). */
import type { Database } from 'better-sqlite3';
import type { Clock } from '../../../platform/clock.ts';

export interface UserRow {
  id: number;
  login: string;
  email: string;
  phone_code: string;
  phone_number: string;
  password_hash: string;
  name: string;
  surname: string;
  date_birthday: string;
  country_id: number;
  currency_id: number;
  registration_type: string;
  promo_code: string;
  ref_code: string;
  first_deposit_bonus_choice: number;
  two_factor: number;
  ban_level: number;
  ban_version: number;
  accepted_terms_version: number;
  activation_type: number;
  activated: number;
  newsletter: number;
  has_deposit: number;
  password_changed_at: number;
  created_at: number;
}

export type NewUser = Pick<UserRow, 'login' | 'password_hash' | 'country_id' | 'currency_id' | 'registration_type'> &
  Partial<Omit<UserRow, 'id' | 'created_at' | 'password_changed_at'>>;

export interface UsersRepository {
  byId(id: number): UserRow | undefined;
  byLogin(login: string): UserRow | undefined;
  byEmail(email: string): UserRow | undefined;
  byPhone(phoneCode: string, phoneNumber: string): UserRow | undefined;
  bySocial(provider: string, subject: string): UserRow | undefined;
  create(user: NewUser): UserRow;
  linkSocial(provider: string, subject: string, userId: number): void;
  setPassword(id: number, passwordHash: string): void;
  acceptTerms(id: number, version: number): void;
  activate(id: number): void;
  stopNewsletter(id: number): void;
}

export function createUsersRepository(db: Database, clock: Clock): UsersRepository {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byLogin = db.prepare<[string], UserRow>('SELECT * FROM users WHERE login = ?');
  const byEmail = db.prepare<[string], UserRow>("SELECT * FROM users WHERE email = ? COLLATE NOCASE AND email <> ''");
  const byPhone = db.prepare<[string, string], UserRow>('SELECT * FROM users WHERE phone_code = ? AND phone_number = ?');
  const bySocial = db.prepare<[string, string], UserRow>(
    'SELECT u.* FROM users u JOIN social_identities s ON s.user_id = u.id WHERE s.provider = ? AND s.subject = ?',
  );
  const link = db.prepare('INSERT OR IGNORE INTO social_identities (provider, subject, user_id) VALUES (?, ?, ?)');
  // Times are whole seconds: a change in the very second of the registration still counts as "changed"
  // (is_changed_password compares it with created_at), so it is recorded at least one second later.
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, password_changed_at = MAX(?, created_at + 1) WHERE id = ?');
  const acceptTerms = db.prepare('UPDATE users SET accepted_terms_version = ? WHERE id = ?');
  const activate = db.prepare('UPDATE users SET activated = 1 WHERE id = ?');
  const stopNewsletter = db.prepare('UPDATE users SET newsletter = 0 WHERE id = ?');
  return {
    byId: (id) => byId.get(id),
    byLogin: (login) => byLogin.get(login),
    byEmail: (email) => byEmail.get(email),
    byPhone: (code, number) => (number === '' ? undefined : byPhone.get(code, number)),
    bySocial: (provider, subject) => bySocial.get(provider, subject),
    create(user) {
      const now = clock.nowSeconds();
      const row: Record<string, unknown> = { ...user, password_changed_at: now, created_at: now };
      const columns = Object.keys(row);
      const info = db
        .prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`)
        .run(row);
      const created = byId.get(Number(info.lastInsertRowid));
      if (!created) throw new Error('user insert failed');
      return created;
    },
    linkSocial: (provider, subject, userId) => void link.run(provider, subject, userId),
    setPassword: (id, hash) => void setPassword.run(hash, clock.nowSeconds(), id),
    acceptTerms: (id, version) => void acceptTerms.run(version, id),
    activate: (id) => void activate.run(id),
    stopNewsletter: (id) => void stopNewsletter.run(id),
  };
}
