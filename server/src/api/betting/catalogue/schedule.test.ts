import { describe, expect, it } from 'vitest';
import { teamStrengths } from './schedule.ts';
import { SPORTS, durationMinutes } from './sports-data.ts';

const pointsPerTeam = (sport: (typeof SPORTS)[number]) => sport.rate * sport.points * durationMinutes(sport);

describe('team strengths of the simulated catalogue', () => {
  it('the strength spread shrinks as scoring grows, so high-scoring games are not foregone conclusions', () => {
    const byScoring = [...SPORTS].sort((a, b) => pointsPerTeam(a) - pointsPerTeam(b));
    const spreadOf = (sport: (typeof SPORTS)[number]) => teamStrengths(sport, 1, 0)[0] - teamStrengths(sport, 0, 0)[0];
    for (let i = 1; i < byScoring.length; i += 1) expect(spreadOf(byScoring[i]!)).toBeLessThanOrEqual(spreadOf(byScoring[i - 1]!) + 1e-9);
    // The best against the worst team still leaves the underdog a real chance in the highest-scoring sport.
    const top = byScoring[byScoring.length - 1]!;
    const [home, away] = teamStrengths(top, 1, 0);
    expect(home / away).toBeLessThan(1.3);
  });

  it('home teams get a small edge at equal draws', () => {
    for (const sport of SPORTS) {
      const [home, away] = teamStrengths(sport, 0.5, 0.5);
      expect(home).toBeGreaterThan(away);
      expect(home - away).toBeLessThan(0.1);
    }
  });
});
