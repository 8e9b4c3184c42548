/** React-free rules of the bonus pages: which bonus is current, time left, what is left to wager. */
import type { PlayerBonus } from './bonuses-api.ts';

/** The active bonus first, then a chosen one waiting for a deposit. */
export function currentBonuses(bonuses: readonly PlayerBonus[]): PlayerBonus[] {
  const rank = (b: PlayerBonus) => (b.status === 'active' ? 0 : b.status === 'chosen' ? 1 : 2);
  return bonuses.filter((b) => rank(b) < 2).sort((a, b) => rank(a) - rank(b) || b.id - a.id);
}

export function pastBonuses(bonuses: readonly PlayerBonus[]): PlayerBonus[] {
  return bonuses.filter((b) => b.status === 'completed' || b.status === 'expired' || b.status === 'cancelled');
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  over: boolean;
}

/** Whole days, hours and minutes from now (server clock, unix seconds) until the expiry. */
export function timeLeft(expiresAt: number, nowSeconds: number): TimeLeft {
  const seconds = Math.max(0, expiresAt - nowSeconds);
  return { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600), minutes: Math.floor((seconds % 3600) / 60), over: seconds === 0 };
}

/** Still to wager, in the bonus currency, never negative; rounded to the cent against float noise. */
export function leftToWager(bonus: Pick<PlayerBonus, 'wagerRequired' | 'wagered'>): number {
  return Math.max(0, Math.round((bonus.wagerRequired - bonus.wagered) * 100) / 100);
}

/** 0–100 for a progress bar; the server's whole percent is the figure shown. */
export function progressWidth(bonus: Pick<PlayerBonus, 'progressPercent'>): number {
  return Math.min(100, Math.max(0, bonus.progressPercent));
}
