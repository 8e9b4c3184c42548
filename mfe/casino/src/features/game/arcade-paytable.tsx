/** The paytable rows of the fishing shooter (each fish's pay and hit chance) and of the virtual sports (each pick's odds and return). */
import { useFormatters } from '@arena/ui-kit';
import type { ArcadePaytable } from './arcade-api.ts';
import { useGT } from './game-text.ts';

export const isArcadePaytable = (paytable: { engine: string }): paytable is ArcadePaytable => ['fishing', 'virtual-match', 'virtual-race'].includes(paytable.engine);

export function ArcadePaytableRows({ paytable }: { paytable: ArcadePaytable }) {
  const t = useGT();
  const format = useFormatters();
  const { percent } = format;
  if (paytable.engine === 'fishing') {
    return (
      <>
        <p>{t('paytable_fishing_rules', { shots: paytable.shots, rtp: percent(paytable.rtp) })}</p>
        <table className="gm-table" data-testid="paytable-fishing">
          <tbody>
            {paytable.fish.map((f) => <tr key={f.kind}><td>{t(`fish_${f.kind}`)}</td><td>{f.pays}×</td><td>{percent(f.chance)}</td></tr>)}
          </tbody>
        </table>
      </>
    );
  }
  const rows = paytable.engine === 'virtual-match'
    ? paytable.picks.map((p) => ({ key: p.pick, label: t(`match_${p.pick}`), odds: p.odds, chance: p.probability, rtp: p.rtp }))
    : paytable.picks.map((p) => ({ key: String(p.pick), label: t('race_runner', { runner: p.pick }), odds: p.odds, chance: p.probability, rtp: p.rtp }));
  return (
    <>
      <p>{paytable.engine === 'virtual-match' ? t('paytable_match_rules', { minutes: paytable.minutes }) : t('paytable_race_rules', { runners: paytable.runners })}</p>
      <table className="gm-table" data-testid="paytable-virtual">
        <thead>
          <tr><th>{t('paytable_pick')}</th><th>{t('paytable_odds')}</th><th>{t('paytable_chance')}</th><th>{t('paytable_rtp_short')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => <tr key={row.key}><td>{row.label}</td><td>{format.number(row.odds, { fractionDigits: 2 })}</td><td>{percent(row.chance)}</td><td>{percent(row.rtp)}</td></tr>)}
        </tbody>
      </table>
    </>
  );
}
