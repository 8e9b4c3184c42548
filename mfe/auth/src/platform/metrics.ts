/**
 * The stored analytics metrics of spec §3, kept for one day (§9): login and registration attempts and
 * their last call times, whether a registration was completed, the social registration data and extra
 * parameters. Every change is also reported to the analytics sink.
 */
import type { AnalyticsSink } from '@arena/utils';
import type { DayStorage } from './day-storage.ts';

export interface AuthMetrics {
  authTryCounter: number;
  lastAuthPopUpCallTime: number | null;
  regTryCounter: number;
  lastRegCallTime: number | null;
  hasDone: boolean;
  socialData: { currencyId?: number; countryId?: number; regType?: string; promocode?: string; countryCode?: string } | null;
  additionalParams: Record<string, unknown>;
}

export const EMPTY_METRICS: AuthMetrics = {
  authTryCounter: 0, lastAuthPopUpCallTime: null, regTryCounter: 0, lastRegCallTime: null, hasDone: false, socialData: null, additionalParams: {},
};

const KEY = 'auth:metrics';

export interface MetricsRecorder {
  read(): AuthMetrics;
  authOpened(): void;
  registrationOpened(): void;
  registrationAbandoned(): void;
  registrationDone(data: { type: string; country_id: number; currency_id: number; ref_code?: string; first_deposit_bonus_choice: number }): void;
  recoveryStage(stage: string): void;
  failure(form: string, code: string | undefined, fields: readonly string[]): void;
}

export function createMetricsRecorder(storage: DayStorage, analytics: Pick<AnalyticsSink, 'track'>, now: () => number = Date.now): MetricsRecorder {
  const read = (): AuthMetrics => ({ ...EMPTY_METRICS, ...storage.get<Partial<AuthMetrics>>(KEY, {}) });
  const update = (change: (m: AuthMetrics) => Partial<AuthMetrics>) => storage.set(KEY, { ...read(), ...change(read()) });
  return {
    read,
    authOpened() {
      update((m) => ({ authTryCounter: m.authTryCounter + 1, lastAuthPopUpCallTime: now() }));
      analytics.track('auth_open', { authTryCounter: read().authTryCounter });
    },
    registrationOpened() {
      update((m) => ({ regTryCounter: m.regTryCounter + 1, lastRegCallTime: now() }));
      analytics.track('registration_open', { regTryCounter: read().regTryCounter });
    },
    registrationAbandoned() {
      analytics.track('registration_abandoned', { regTryCounter: read().regTryCounter, lastRegCallTime: read().lastRegCallTime });
    },
    registrationDone(data) {
      update(() => ({ hasDone: true, ...(data.type === 'social' ? { socialData: { currencyId: data.currency_id, countryId: data.country_id, regType: data.type } } : {}) }));
      analytics.track('registration_done', data);
    },
    recoveryStage(stage) {
      analytics.track('password_recovery', { stage });
    },
    failure(form, code, fields) {
      // Spec §5: analytics only tells a login-field error, a password-field error, or both.
      const kind = fields.includes('login') && fields.includes('password') ? 'both' : fields.includes('password') ? 'password' : fields.includes('login') ? 'login' : 'form';
      analytics.track('auth_error', { form, code, kind });
    },
  };
}
