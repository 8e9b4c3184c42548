/** The paytable rows of the fishing shooter (each target's pay and hit chance) and of the virtual sports (each pick's odds and return). */
import { useFormatters } from '@arena/ui-kit';
import { ARCADE_ENGINES, type ArcadePaytable } from './arcade-api.ts';
import { targetName } from './fishing-view.tsx';
import { useGT } from './game-text.ts';
import { useMarketName } from './head-to-head-picks.tsx';

export const isArcadePaytable = (paytable: { engine: string }): paytable is ArcadePaytable => (ARCADE_ENGINES as readonly string[]).includes(paytable.engine);

export function ArcadePaytableRows({ paytable }: { paytable: ArcadePaytable }) {
  const t = useGT();
  const format = useFormatters();
  const tennisMarket = useMarketName('tennis');
  const basketballMarket = useMarketName('basketball');
  const { percent } = format;
  if (paytable.engine === 'fishing') {
    return (
      <>
        <p>{t(paytable.scene === 'forest' ? 'paytable_hunting_rules' : 'paytable_fishing_rules', { shots: paytable.shots, rtp: percent(paytable.rtp) })}</p>
        <table className="gm-table" data-testid="paytable-fishing">
          <tbody>
            {paytable.fish.map((f) => <tr key={f.kind}><td>{targetName(t, paytable.scene, f.kind)}</td><td>{f.pays}×</td><td>{percent(f.chance)}</td></tr>)}
          </tbody>
        </table>
      </>
    );
  }
  const { rules, rows } = (() => {
    switch (paytable.engine) {
      case 'virtual-match':
        return { rules: t('paytable_match_rules', { minutes: paytable.minutes }), rows: paytable.picks.map((p) => ({ ...p, key: p.pick, label: t(`match_${p.pick}`) })) };
      case 'virtual-race':
        return { rules: t('paytable_race_rules', { runners: paytable.runners }), rows: paytable.picks.map((p) => ({ ...p, key: String(p.pick), label: t('race_runner', { runner: p.pick }) })) };
      case 'virtual-tennis':
        return {
          rules: t('paytable_tennis_rules', { home: percent(paytable.home), away: percent(paytable.away), line: format.number(paytable.line, { fractionDigits: 1 }) }),
          rows: paytable.picks.map((p) => ({ ...p, key: p.pick, label: tennisMarket(p.pick, paytable.line) })),
        };
      case 'virtual-basketball':
        return {
          rules: t('paytable_basketball_rules', { possessions: paytable.possessions, overtime: paytable.overtimePossessions, line: format.number(paytable.line, { fractionDigits: 1 }) }),
          rows: paytable.picks.map((p) => ({ ...p, key: p.pick, label: basketballMarket(p.pick, paytable.line) })),
        };
    }
  })();
  return (
    <>
      <p>{rules}</p>
      <table className="gm-table" data-testid="paytable-virtual">
        <thead>
          <tr><th>{t('paytable_pick')}</th><th>{t('paytable_odds')}</th><th>{t('paytable_chance')}</th><th>{t('paytable_rtp_short')}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => <tr key={row.key}><td>{row.label}</td><td>{format.number(row.odds, { fractionDigits: 2 })}</td><td>{percent(row.probability)}</td><td>{percent(row.rtp)}</td></tr>)}
        </tbody>
      </table>
    </>
  );
}
