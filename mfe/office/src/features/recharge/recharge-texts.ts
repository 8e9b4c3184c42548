/**
 * The deposit screen's own texts: ru and en built in beside the screen (so the office dictionary, which
 * other office screens edit, is not a shared point of change); ua, kz, az and ar in their office
 * dictionary as `recharge_<key>`, falling back to en.
 */
import { arenaI18n } from '@arena/i18n';
import { RECHARGE_TEXTS } from './recharge-text-table.ts';

export { RECHARGE_TEXTS };

export type RechargeTextKey = keyof typeof RECHARGE_TEXTS;

export function rechargeText(key: RechargeTextKey, language: string, vars: Record<string, string | number> = {}): string {
  const template = arenaI18n.ownText(language, 'office', `recharge_${key}`) ?? (language === 'ru' ? RECHARGE_TEXTS[key][0] : RECHARGE_TEXTS[key][1]);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
